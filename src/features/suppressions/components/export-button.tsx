import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import { ErrorState } from '@/components/ui/error-state';
import { useToast } from '@/components/ui/toast';
import { downloadFile } from '@/lib/csv';
import { formatNumber } from '@/lib/format';
import { exportFileName, exportSuppressions } from '../api/export-suppressions';
import type { ListFilter } from '../lib/list-view';
import { DownloadIcon } from '@/components/ui/icons';
import { ProgressBar } from './progress-bar';

type ExportState =
  { phase: 'idle' } | { phase: 'running'; done: number; total: number } | { phase: 'failed'; error: unknown };

/** Exports the current filter page by page, with progress and Cancel, then downloads the file. */
export function ExportButton({ filter, filtered }: { filter: ListFilter; filtered: boolean }) {
  const toast = useToast();
  const [state, setState] = useState<ExportState>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);

  const start = async () => {
    const abort = new AbortController();
    controller.current = abort;
    setState({ phase: 'running', done: 0, total: 0 });
    try {
      const { parts, count } = await exportSuppressions(filter, {
        signal: abort.signal,
        onProgress: (done, total) => setState({ phase: 'running', done, total }),
      });
      const name = exportFileName(filter);
      downloadFile(name, parts);
      setState({ phase: 'idle' });
      toast({ tone: 'success', message: `Exported ${formatNumber(count)} suppressions to ${name}.` });
    } catch (error) {
      if (abort.signal.aborted) setState({ phase: 'idle' });
      else setState({ phase: 'failed', error });
    }
  };
  const cancel = () => {
    controller.current?.abort();
    setState({ phase: 'idle' });
  };

  return (
    <>
      <Button
        onClick={() => void start()}
        title={filtered ? 'Exports only the rows that match the search and filters' : undefined}
      >
        <DownloadIcon />
        Export CSV
      </Button>
      <Dialog
        open={state.phase !== 'idle'}
        onClose={cancel}
        size="sm"
        title="Export suppressions"
        description={
          filtered ? 'Only the rows that match the current search and filters.' : 'The whole list.'
        }
        footer={
          state.phase === 'failed' ? (
            <DialogActions
              onCancel={cancel}
              cancelLabel="Close"
              confirmLabel="Try again"
              onConfirm={() => void start()}
            />
          ) : (
            // Cancel stops the export: the dialog is only there while it runs or after it failed.
            <DialogActions onCancel={cancel} />
          )
        }
      >
        {state.phase === 'running' && (
          <div className="flex flex-col gap-2">
            <ProgressBar label="Export progress" value={state.done} max={Math.max(state.total, 1)} />
            <p aria-live="polite" className="text-sm text-zinc-600 tabular-nums dark:text-zinc-400">
              {state.total ? `${formatNumber(state.done)} of ${formatNumber(state.total)} rows` : 'Starting…'}
            </p>
          </div>
        )}
        {state.phase === 'failed' && (
          <ErrorState error={state.error} title="The export stopped. Nothing was downloaded." />
        )}
      </Dialog>
    </>
  );
}
