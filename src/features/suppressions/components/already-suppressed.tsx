import type { Suppression } from '@/contract';
import { Button } from '@/components/ui/button';
import { formatRelative, formatUtc } from '@/lib/format';
import { ReasonBadge } from './reason-badge';

/** The 409, said plainly: which row already blocks this address, why and since when. */
export function AlreadySuppressed({ row, onShow }: { row: Suppression; onShow: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col gap-2 rounded-lg border border-indigo-200 bg-indigo-50/70 p-3 text-sm dark:border-indigo-900 dark:bg-indigo-950/40"
    >
      <p className="font-medium text-zinc-900 dark:text-zinc-100">
        <span className="font-semibold">{row.email}</span> is already suppressed.
      </p>
      <p className="flex flex-wrap items-center gap-1.5 text-zinc-700 dark:text-zinc-300">
        Reason <ReasonBadge reason={row.reason} tooltip={false} /> since {formatUtc(row.created_at)} (
        {formatRelative(row.created_at)}). Nothing was changed.
      </p>
      <div>
        <Button size="sm" onClick={onShow}>
          Show it in the list
        </Button>
      </div>
    </div>
  );
}
