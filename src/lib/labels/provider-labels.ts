import { mailboxProviderName, mailboxProviderNames } from '@/contract';

/** A mailbox provider as every page names it: the contract's one table, shared with the service. */
export const providerLabels = mailboxProviderNames;

/** A provider's label; another service's own name as it comes. */
export const providerLabel = mailboxProviderName;
