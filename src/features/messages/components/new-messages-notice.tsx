import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Message, MessageListData } from '@/contract';
import { Button } from '@/components/ui/button';
import { activityPageSize, activityQueries, newMessagesIntervalMs } from '../api/activity-queries';
import type { ActivityFilters } from '../lib/activity-filters';
import { formatNumber } from '@/lib/format';

const isNewer = (m: Message, top: Message) =>
  m.created_at > top.created_at || (m.created_at === top.created_at && m.id > top.id);

interface NewMessagesNoticeProps {
  filters: ActivityFilters;
  /** The newest row shown now; null for an empty list. */
  top: Message | null;
  onShow: () => void;
  /** The page's own first answer for these filters: the poll starts from it instead of asking again. */
  seed?: { data: MessageListData; updatedAt: number } | undefined;
}

/** "3 new messages": counted from the newest page, polled; the table itself never moves on its own. */
export function NewMessagesNotice({ filters, top, onShow, seed }: NewMessagesNoticeProps) {
  const head = useQuery({
    ...activityQueries.head(filters),
    ...(seed && { initialData: seed.data, initialDataUpdatedAt: seed.updatedAt }),
    staleTime: newMessagesIntervalMs,
  });
  const fresh = head.data?.messages.filter((m) => top === null || isNewer(m, top)).length ?? 0;
  return (
    <NewMessagesPlace>
      {fresh > 0 && (
        <Button size="sm" variant="primary" onClick={onShow} className="w-full sm:w-auto">
          {fresh >= activityPageSize ? `${formatNumber(activityPageSize)}+` : formatNumber(fresh)} new message
          {fresh === 1 ? '' : 's'} · Show
        </Button>
      )}
    </NewMessagesPlace>
  );
}

/**
 * The notice's live region, alone while the first page loads: it holds the notice's place, so the
 * notice arriving with the rows does not move them down.
 */
export function NewMessagesPlace({ children }: { children?: ReactNode }) {
  return (
    <div role="status" aria-live="polite" className="min-h-0">
      {children}
    </div>
  );
}
