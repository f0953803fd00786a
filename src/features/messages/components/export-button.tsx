import { useRef, useState } from 'react';
import type { MessageExportParams } from '@/contract';
import { Button } from '@/components/ui/button';
import { describeError } from '@/components/ui/error-state';
import { formatNumber } from '@/lib/format';
import { downloadMessagesCsv } from '../lib/download-csv';

type ExportState =
  | { phase: 'idle' }
  | { phase: 'running'; rows: number }
  | { phase: 'done'; rows: number }
  | { phase: 'cancelled'; rows: number }
  | { phase: 'failed'; rows: number; message: string };

/** Exports the filtered view as CSV, built by the service; rows counted as they stream, cancellable. */
export function ExportButton({ filters }: { filters: MessageExportParams }) {
  const [state, setState] = useState<ExportState>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);

  const start = async () => {
    const abort = new AbortController();
    controller.current = abort;
    let rows = 0;
    setState({ phase: 'running', rows });
    try {
      rows = await downloadMessagesCsv(filters, {
        signal: abort.signal,
        onRows: (n) => {
          rows = n;
          setState({ phase: 'running', rows: n });
        },
      });
      setState({ phase: 'done', rows });
    } catch (error) {
      if (abort.signal.aborted) setState({ phase: 'cancelled', rows });
      else setState({ phase: 'failed', rows, message: describeError(error) });
    } finally {
      controller.current = null;
    }
  };

  const rows = 'rows' in state ? formatNumber(state.rows) : '';
  const said = {
    idle: '',
    running: `Exporting… ${rows} rows so far`,
    done: `Exported ${rows} rows.`,
    cancelled: `Export cancelled after ${rows} rows; nothing was saved.`,
    failed: `Export failed after ${rows} rows: ${state.phase === 'failed' ? state.message : ''} Nothing was saved.`,
  }[state.phase];

  return (
    <div className="flex flex-wrap items-center gap-2">
      {state.phase === 'running' ? (
        <Button size="sm" onClick={() => controller.current?.abort()}>
          Cancel export
        </Button>
      ) : (
        <Button size="sm" onClick={() => void start()}>
          Export CSV
        </Button>
      )}
      <p
        role="status"
        className={
          state.phase === 'failed'
            ? 'text-xs text-red-700 dark:text-red-300'
            : 'text-xs text-zinc-600 dark:text-zinc-400'
        }
      >
        {said}
      </p>
    </div>
  );
}
