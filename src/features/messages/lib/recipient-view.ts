import { emailSchema } from '@/contract';
import type { MessagesPageState } from '@/lib/page-state/messages';
import type { MessageListParams } from '../api/message-queries';

export type RecipientView =
  { kind: 'none' } | { kind: 'invalid'; to: string } | { kind: 'list'; params: MessageListParams };

/** What `?to=&status=&cursor=` asks for: nothing yet, an address that isn't one, or its messages. */
export function readRecipientView({ to, status, cursor }: MessagesPageState): RecipientView {
  if (!to) return { kind: 'none' };
  const email = emailSchema.safeParse(to);
  if (!email.success) return { kind: 'invalid', to };
  // The recipient's list filters by one status.
  return { kind: 'list', params: { to: email.data, status: status?.[0], cursor } };
}
