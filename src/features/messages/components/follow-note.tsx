import { useEffect, useState } from 'react';
import type { Message } from '@/contract';
import { Button } from '@/components/ui/button';
import { formatTime } from '@/lib/format';
import { followUntil } from '../api/message-queries';

interface FollowNoteProps {
  message: Message;
  onRefresh: () => void;
  refreshing: boolean;
}

/**
 * After delivery: whether the page is still watching for opens, clicks and complaints, and until
 * when; once the window has passed, a Refresh for what arrives later.
 */
export function FollowNote({ message, onRefresh, refreshing }: FollowNoteProps) {
  const until = followUntil(message);
  const [now, setNow] = useState(Date.now);
  // Says "stopped" when the window closes, though no fetch happens then to re-render the page.
  useEffect(() => {
    if (until === null || now >= until) return;
    const timer = setTimeout(() => setNow(Date.now()), until - now + 50);
    return () => clearTimeout(timer);
  }, [until, now]);
  const watching = until !== null && now < until;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <p role="status" className="text-xs text-zinc-500 dark:text-zinc-400">
        {watching
          ? `Watching for opens, clicks and complaints until ${formatTime(until)}`
          : until !== null
            ? `Stopped watching at ${formatTime(until)}; later events show on Refresh`
            : null}
      </p>
      {!watching && (
        <Button size="sm" variant="ghost" onClick={onRefresh} loading={refreshing}>
          Refresh
        </Button>
      )}
    </div>
  );
}
