import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import type { WebhookReplayData } from '@/contract';
import { FormDialog } from '@/components/ui/form-dialog';
import { ErrorState } from '@/components/ui/error-state';
import { Checkbox, InputField } from '@/components/ui/field';
import { useExtensionRefused } from '@/lib/capabilities';
import { formatNumber } from '@/lib/format';
import { useReplayDeliveries } from '../api/webhook-mutations';
import { webhookQueries } from '../api/webhook-queries';
import { replaySince, toLocalInput, type ReplayPreset } from '../utils/replay-since';
import { ReplayProgress } from './replay-progress';

const presets: [ReplayPreset, string][] = [
  ['hour', 'Last hour'],
  ['midnight', 'Since midnight UTC'],
  ['custom', 'Custom'],
];

const deliveries = (n: number) => `${formatNumber(n)} ${n === 1 ? 'delivery' : 'deliveries'}`;

interface ReplayDialogProps {
  webhookId: number;
  /** Deliveries waiting in the (refetching) log, for the progress after confirming. */
  pending: number | null;
  onClose: () => void;
}

/** Pick a start, see the service's count (a dry run), confirm, then watch the pending count fall. */
export function ReplayDialog({ webhookId, pending, onClose }: ReplayDialogProps) {
  const [opened] = useState(() => new Date());
  const [preset, setPreset] = useState<ReplayPreset>('hour');
  const [custom, setCustom] = useState(() => toLocalInput(new Date(opened.getTime() - 3_600_000)));
  const [failedOnly, setFailedOnly] = useState(false);
  const since = replaySince(preset, custom, opened);
  const preview = useQuery({
    ...webhookQueries.replayPreview(webhookId, since ?? '', failedOnly),
    enabled: since !== null,
  });
  const replay = useReplayDeliveries(webhookId);
  // The dry run's answer is the capability's: a miss also disables the page's Replay button.
  const missing = useExtensionRefused('replayWebhookDeliveries');
  const count = preview.data?.replayed;
  const formId = useId();
  const ready = Boolean(since && count && !preview.isFetching);
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (since && ready && !replay.isPending) replay.mutate({ since, failed_only: failedOnly });
  };

  return (
    <FormDialog
      open
      onClose={onClose}
      write={replay}
      failure="Couldn't replay the deliveries"
      outcome={
        replay.isSuccess && {
          title: 'Replaying deliveries',
          body: <ReplayProgress queued={replay.data?.replayed ?? count ?? 0} pending={pending} />,
        }
      }
      title="Replay deliveries"
      description="Sends this webhook's deliveries again, each under its own delivery ID, so receivers that drop duplicates by ID stay safe."
      confirmLabel="Confirm replay"
      confirmDisabled={!ready}
      onSubmit={confirm}
      formId={formId}
      formClassName="flex flex-col gap-4 text-sm text-zinc-700 dark:text-zinc-300"
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-medium text-zinc-800 dark:text-zinc-200">Send again since</legend>
        <div className="flex flex-wrap gap-2">
          {presets.map(([value, label]) => (
            <Button
              key={value}
              size="sm"
              variant={preset === value ? 'primary' : 'secondary'}
              aria-pressed={preset === value}
              onClick={() => setPreset(value)}
            >
              {label}
            </Button>
          ))}
        </div>
        {preset === 'custom' && (
          <InputField
            label="Since (your local time)"
            error={since ? undefined : 'Enter a date and time.'}
            hint="Deliveries created at or after this moment are sent again."
            type="datetime-local"
            value={custom}
            max={toLocalInput(opened)}
            onChange={(e) => setCustom(e.target.value)}
          />
        )}
        {since && <p className="text-xs text-zinc-500 dark:text-zinc-400">From {since} (UTC).</p>}
      </fieldset>
      <Checkbox
        label="Failed deliveries only"
        checked={failedOnly}
        onChange={(e) => setFailedOnly(e.target.checked)}
      />
      {since ? (
        <Preview preview={preview} missing={missing} />
      ) : (
        <p role="status">Choose a date and time to see how many deliveries would be sent again.</p>
      )}
    </FormDialog>
  );
}

function Preview({ preview, missing }: { preview: UseQueryResult<WebhookReplayData>; missing: boolean }) {
  if (missing) {
    return (
      <p role="note" className="text-zinc-500 dark:text-zinc-400">
        This service does not offer replay.
      </p>
    );
  }
  if (preview.error) return <ErrorState error={preview.error} title="Couldn't count the deliveries" />;
  const data = preview.data;
  return (
    <p role="status" className="rounded-md bg-zinc-50 p-3 font-medium dark:bg-zinc-800/60">
      {!data || preview.isFetching
        ? 'Counting…'
        : data.replayed === 0
          ? 'No deliveries match: nothing would be sent.'
          : `${deliveries(data.replayed)} will be sent again.`}
      {data && !preview.isFetching && (data.in_flight ?? 0) > 0 && (
        <span className="block font-normal text-zinc-500 dark:text-zinc-400">
          {deliveries(data.in_flight!)} being sent right now {data.in_flight === 1 ? 'is' : 'are'} left to
          that attempt.
        </span>
      )}
    </p>
  );
}
