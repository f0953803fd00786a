import type { SuppressionReason } from '@/contract';
import { AlertIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';

const consequences: Record<SuppressionReason, string> = {
  manual: 'Someone added this by hand, usually for a reason. Mail to it will be delivered again.',
  hard_bounce:
    'It bounced permanently. If the mailbox still does not exist, the next message bounces again, counts against your bounce rate and puts the address back on this list.',
  unsubscribe: 'The recipient asked to stop receiving mail. Remove it only if they opted back in.',
  complaint:
    'The recipient marked your mail as spam. Mailing them again can hurt your sender reputation: mailbox providers expect complaint rates under 0.1% and act above 0.3%. Remove it only if they asked to receive mail again.',
};

/** What removing a row means, in words that match how risky it is; strongest for complaints. */
/** For a bulk removal that includes complaints. */
const complaintsAmong = (count: number) =>
  `${count === 1 ? 'One of them is a complaint: that recipient' : `${formatNumber(count)} of them are complaints: those recipients`} marked your mail as spam. Mailing them again can hurt your sender reputation: mailbox providers expect complaint rates under 0.1% and act above 0.3%. Remove them only if they asked to receive mail again.`;

export function RemovalWarning({ reason, count }: { reason: SuppressionReason; count?: number }) {
  const strong = reason === 'complaint';
  return (
    <div
      className={cn(
        'flex gap-2.5 rounded-lg p-3 text-sm',
        strong
          ? 'border border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-200'
          : 'bg-zinc-50 text-zinc-700 dark:bg-zinc-800/60 dark:text-zinc-300',
      )}
    >
      <AlertIcon
        className={cn(
          'mt-0.5 size-4 shrink-0',
          strong ? 'text-amber-600 dark:text-amber-400' : 'text-zinc-400',
        )}
      />
      <p>{count !== undefined && reason === 'complaint' ? complaintsAmong(count) : consequences[reason]}</p>
    </div>
  );
}
