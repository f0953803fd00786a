import { useQuery } from '@tanstack/react-query';
import { useLacks } from '@/lib/permissions';
import type { ReactNode } from 'react';
import type { Suppression } from '@/contract';
import { HistorySection } from '@/components/audit/history-section';
import { Dialog } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import { QueryErrorState } from '@/components/ui/query-error-state';
import { LoadingState } from '@/components/ui/skeleton';
import { formatRelative, formatUtc } from '@/lib/format';
import { suppressionQueries } from '../api/suppression-queries';
import { reasonMeta } from '../lib/reasons';
import { DetailMessages } from './detail-messages';
import { DetailOrigin } from './detail-origin';
import { ReasonBadge } from './reason-badge';

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="flex flex-col gap-2">
      <h3 className="text-xs font-medium tracking-wide text-zinc-500 uppercase dark:text-zinc-400">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** Since when; an import that kept the original date says both (where the service records both). */
function Dates({ row }: { row: Suppression }) {
  const imported = row.source?.type === 'import' ? row.source.imported_at : undefined;
  return (
    <p className="text-sm text-zinc-800 dark:text-zinc-200">
      {imported ? 'Originally suppressed ' : 'Suppressed since '}
      <time dateTime={row.created_at}>{formatUtc(row.created_at)}</time> ({formatRelative(row.created_at)})
      {imported && (
        <>
          ; imported <time dateTime={imported}>{formatUtc(imported)}</time>
        </>
      )}
      .
    </p>
  );
}

function Details({ row }: { row: Suppression }) {
  return (
    <div className="flex flex-col gap-6">
      <Part title="Reason">
        <div>
          <ReasonBadge reason={row.reason} tooltip={false} />
        </div>
        <p className="text-sm text-zinc-700 dark:text-zinc-300">{reasonMeta[row.reason].description}</p>
      </Part>
      <Part title="Origin">
        <DetailOrigin row={row} />
      </Part>
      <Part title="Dates">
        <Dates row={row} />
      </Part>
      <Part title="Messages to this address">
        <DetailMessages address={row.email} causeId={row.source?.message_id} />
      </Part>
      {/* Asked by the address: its story across removals, Undo and adds anew (where the service keeps an audit log). */}
      <HistorySection targetType="suppression" targetId={row.id} address={row.email} />
    </div>
  );
}

/**
 * One suppression's story in a side sheet (the whole screen on a phone): why, where it came from,
 * since when, the message that caused it and the address's other mail. The row comes from the list
 * when it was opened from there; a shared link looks the address up.
 */
export function SuppressionDetail({
  address,
  onClose,
  onRemove,
}: {
  address: string | null;
  onClose: () => void;
  onRemove: (row: Suppression) => void;
}) {
  const query = useQuery({
    ...suppressionQueries.check(address ?? ''),
    enabled: address !== null,
    // Opened from a row just now: that row is fresh enough; a shared link asks.
    staleTime: 10_000,
  });
  const row = query.data;
  const canManage = !useLacks('suppressions.manage');
  let body;
  if (query.isPending) body = <LoadingState label="Loading the suppression…" />;
  else if (query.isError) {
    body = <QueryErrorState query={query} title="Couldn't look this address up" />;
  } else if (!row) {
    body = (
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        <span className="break-all">{address}</span> is not on the suppression list: mail to it is delivered.
      </p>
    );
  } else body = <Details row={row} />;

  return (
    <Dialog
      open={address !== null}
      onClose={onClose}
      placement="side"
      title={<span className="break-all">{address}</span>}
      description="Suppression details"
      footer={
        <DialogActions
          onCancel={onClose}
          cancelLabel="Close"
          confirmLabel={row && canManage ? 'Remove' : undefined}
          destructive
          onConfirm={() => row && canManage && onRemove(row)}
        />
      }
    >
      {body}
    </Dialog>
  );
}
