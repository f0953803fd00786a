import type { Permission } from '@/contract';

/** What each permission opens, in the words of the dashboard's pages (spec §5). */
export const permissionHints: Record<Permission, string> = {
  admin: 'Suppressions, webhooks, API keys and the audit log',
  stats: 'Messages, activity and statistics (read only)',
  send: 'Submitting messages through the API',
};
