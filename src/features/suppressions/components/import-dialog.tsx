import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import { formatDuration, formatNumber } from '@/lib/format';
import { useCsvImport } from '../hooks/use-csv-import';
import { pastedFileName } from '../lib/import/paste';
import { ImportChoose } from './import-choose';
import { ImportPreview } from './import-preview';
import { ImportReportView } from './import-report-view';
import { ProgressBar } from './progress-bar';

/** "about 12 s left", once a first batch has given a rate to go by. */
function timeLeft({ done, total, startedAt }: { done: number; total: number; startedAt: number }) {
  if (done === 0 || done >= total) return null;
  const ms = ((Date.now() - startedAt) / done) * (total - done);
  return `about ${formatDuration(Math.max(1000, ms))} left`;
}

/** Import CSV: choose, dry-run preview, import with progress and Cancel, report. */
export function ImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const flow = useCsvImport();
  const { state } = flow;
  const running = state.phase === 'running';
  const doneRef = useRef<HTMLButtonElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const firstPhase = useRef(true);
  // Each step replaces the control that had focus: move focus to the new step (Done on the report).
  useEffect(() => {
    if (firstPhase.current) {
      firstPhase.current = false;
      return;
    }
    if (state.phase === 'done') doneRef.current?.focus();
    else contentRef.current?.focus();
  }, [state.phase]);
  const close = () => {
    if (running) return;
    flow.reset();
    onClose();
  };

  let footer = <DialogActions onCancel={close} />;
  if (state.phase === 'preview') {
    const count = state.analysis?.items.length ?? 0;
    footer = (
      <DialogActions
        confirmLabel={`Import ${formatNumber(count)} address${count === 1 ? '' : 'es'}`}
        confirmDisabled={count === 0}
        onConfirm={flow.start}
      >
        <Button onClick={flow.reset}>
          {state.fileName === pastedFileName ? 'Start over' : 'Choose another file'}
        </Button>
      </DialogActions>
    );
  } else if (state.phase === 'running') {
    footer = <DialogActions onCancel={flow.cancel} cancelLabel="Cancel import" />;
  } else if (state.phase === 'done') {
    footer = <DialogActions confirmLabel="Done" onConfirm={close} confirmRef={doneRef} />;
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      busy={running}
      size="xl"
      title={state.phase === 'done' ? 'Import finished' : 'Import suppressions'}
      description={
        state.phase === 'choose'
          ? 'Add many addresses at once from a CSV file. Addresses already on the list are left as they are.'
          : undefined
      }
      footer={footer}
    >
      <div ref={contentRef} tabIndex={-1} className="outline-none">
        {state.phase === 'choose' && <ImportChoose onFile={flow.read} error={state.error} />}
        {state.phase === 'reading' && (
          <div className="flex flex-col gap-2 py-4">
            <ProgressBar
              label={`Reading ${state.fileName}`}
              value={Math.round(state.progress * 100)}
              max={100}
            />
            <p className="text-sm text-zinc-600 dark:text-zinc-400">Reading {state.fileName}…</p>
          </div>
        )}
        {state.phase === 'preview' && (
          <ImportPreview
            fileName={state.fileName}
            guess={state.guess}
            mapping={state.mapping}
            analysis={state.analysis}
            onRemap={flow.remap}
          />
        )}
        {state.phase === 'running' && (
          <div className="flex flex-col gap-2 py-4">
            <ProgressBar label="Import progress" value={state.done} max={state.total} />
            <p
              aria-live="polite"
              className="flex justify-between text-sm text-zinc-600 tabular-nums dark:text-zinc-400"
            >
              <span>
                Sent {formatNumber(state.done)} of {formatNumber(state.total)} addresses…
              </span>
              <span>{timeLeft(state)}</span>
            </p>
          </div>
        )}
        {state.phase === 'done' && <ImportReportView report={state.report} fileName={state.fileName} />}
      </div>
    </Dialog>
  );
}
