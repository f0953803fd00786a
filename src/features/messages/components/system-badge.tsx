import type { Message } from '@/contract';
import { Badge } from '@/components/ui/badge';

/** Marks Relaydesk's own notices (alert emails): not the customer's mail, counted nowhere. */
export function SystemBadge({ message }: { message: Pick<Message, 'origin'> }) {
  if (message.origin !== 'system') return null;
  return (
    <Badge tone="accent" className="shrink-0">
      Relaydesk notification
    </Badge>
  );
}
