import type { Message } from '@/contract';
import { Badge } from '@/components/ui/badge';

/**
 * Marks bulk mail (issue 56) in lists and on the message: transactional is the default and stays
 * quiet, so the badge is the exception a reader scans for.
 */
export function StreamBadge({ message }: { message: Pick<Message, 'stream'> }) {
  if (message.stream !== 'bulk') return null;
  return (
    <Badge tone="neutral" className="shrink-0">
      Bulk
    </Badge>
  );
}
