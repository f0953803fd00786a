import { emailSchema, messageStatuses, type MessageStatus } from '@/contract';
import type { MessageListParams } from '../api/message-queries';

/** The recipient lookup's state in the query string; empty means not set. */
export const recipientUrlDefaults = { to: '', status: '', cursor: '' };
type RecipientUrlState = Record<keyof typeof recipientUrlDefaults, string>;

export type RecipientView =
  { kind: 'none' } | { kind: 'invalid'; to: string } | { kind: 'list'; params: MessageListParams };

/** What `?to=&status=&cursor=` asks for: nothing yet, an address that isn't one, or its messages. */
export function readRecipientView({ to, status, cursor }: RecipientUrlState): RecipientView {
  if (!to) return { kind: 'none' };
  const email = emailSchema.safeParse(to);
  if (!email.success) return { kind: 'invalid', to };
  const knownStatus = messageStatuses.includes(status as MessageStatus)
    ? (status as MessageStatus)
    : undefined;
  return { kind: 'list', params: { to: email.data, status: knownStatus, cursor: cursor || undefined } };
}
