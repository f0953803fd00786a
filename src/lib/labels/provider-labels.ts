import { isMailboxProvider, type MailboxProvider } from '@/contract';

/** A mailbox provider as every page names it: statistics, alert rules, the activity log's filter. */
export const providerLabels = {
  gmail: 'Gmail',
  microsoft: 'Microsoft (Outlook, Hotmail)',
  yahoo: 'Yahoo',
  apple: 'Apple (iCloud)',
  other: 'Other providers',
} satisfies Record<MailboxProvider, string>;

/** A provider's label; another service's own name as it comes. */
export const providerLabel = (p: string) => (isMailboxProvider(p) ? providerLabels[p] : p);
