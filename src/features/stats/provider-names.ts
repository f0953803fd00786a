import type { MailboxProvider } from '@/contract';

const providerNames = {
  gmail: 'Gmail',
  microsoft: 'Microsoft (Outlook, Hotmail)',
  yahoo: 'Yahoo',
  apple: 'Apple (iCloud)',
  other: 'Other',
} satisfies Record<MailboxProvider, string>;

/** A mailbox provider's name as the page shows it; another service's own names as they come. */
export const providerName = (p: string) =>
  Object.hasOwn(providerNames, p) ? providerNames[p as MailboxProvider] : p;
