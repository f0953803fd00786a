import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { replayWebhookBodySchema, type WebhookReplayData } from '@/contract';
import { FormDialog } from '@/components/ui/form-dialog';
import { ErrorState } from '@/components/ui/error-state';
import { InputField } from '@/components/ui/field';
import { FormCheckbox, useContractForm, useFormField } from '@/components/ui/form';
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

/** The form's values: `since` is the choice of start (the body's `since` is the moment it names). */
interface ReplayValues {
  since: ReplayPreset;
  custom: string;
  failed_only: boolean;
}

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
  // The contract's body: a custom time that names no moment is sent as typed, so the check says so
  // at the start's fieldset, as does a 400 about `since` (in the future, before the log's window).
  const form = useContractForm({
    schema: replayWebhookBodySchema,
    initial: (): ReplayValues => ({
      since: 'hour',
      custom: toLocalInput(new Date(opened.getTime() - 3_600_000)),
      failed_only: false,
    }),
    toBody: (v: ReplayValues) => ({
      since: replaySince(v.since, v.custom, opened) ?? v.custom,
      failed_only: v.failed_only,
    }),
    describe: (field, message, v) =>
      field === 'since' && replaySince(v.since, v.custom, opened) === null
        ? 'Enter a date and time.'
        : `${message.charAt(0).toUpperCase()}${message.slice(1)}.`,
  });
  const since = replaySince(form.values.since, form.values.custom, opened);
  const failedOnly = form.values.failed_only;
  const preview = useQuery({
    ...webhookQueries.replayPreview(webhookId, since ?? '', failedOnly),
    enabled: since !== null,
  });
  const replay = useReplayDeliveries(webhookId);
  // The dry run's answer is the capability's: a miss also disables the page's Replay button.
  const missing = useExtensionRefused('replayWebhookDeliveries');
  const count = preview.data?.replayed;
  const ready = Boolean(since && count && !preview.isFetching);

  return (
    <FormDialog
      open
      onClose={onClose}
      form={form}
      write={replay}
      onValid={(body) => replay.mutate({ since: body.since, failed_only: body.failed_only ?? false })}
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
      formClassName="flex flex-col gap-4 text-sm text-zinc-700 dark:text-zinc-300"
    >
      <SinceFields opened={opened} />
      <FormCheckbox name="failed_only" label="Failed deliveries only" />
      {since ? (
        <Preview preview={preview} missing={missing} />
      ) : (
        <p role="status">Choose a date and time to see how many deliveries would be sent again.</p>
      )}
    </FormDialog>
  );
}

/** Where the replay starts: a preset or a local time; the body's `since` and its problems, by name. */
function SinceFields({ opened }: { opened: Date }) {
  const id = useId();
  const preset = useFormField<ReplayPreset>('since');
  const custom = useFormField<string>('custom');
  const since = replaySince(preset.value, custom.value, opened);
  // A problem with the start: at the custom time's field when it is shown, else under the presets.
  const error = preset.error;
  const shownAlone = error && preset.value !== 'custom';
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={shownAlone ? `${id}-error` : undefined}>
      <legend className="mb-1 font-medium text-zinc-800 dark:text-zinc-200">Send again since</legend>
      <div className="flex flex-wrap gap-2">
        {presets.map(([value, label]) => (
          <Button
            key={value}
            size="sm"
            variant={preset.value === value ? 'primary' : 'secondary'}
            aria-pressed={preset.value === value}
            onClick={() => preset.set(value)}
          >
            {label}
          </Button>
        ))}
      </div>
      {preset.value === 'custom' && (
        <InputField
          label="Since (your local time)"
          error={error}
          hint="Deliveries created at or after this moment are sent again."
          type="datetime-local"
          value={custom.value}
          max={toLocalInput(opened)}
          onChange={(e) => custom.set(e.target.value)}
        />
      )}
      {shownAlone && (
        <p id={`${id}-error`} className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
      {since && <p className="text-xs text-zinc-500 dark:text-zinc-400">From {since} (UTC).</p>}
    </fieldset>
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
