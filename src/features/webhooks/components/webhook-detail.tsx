import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from '@/components/ui/link';
import { Button, buttonClasses } from '@/components/ui/button';
import { Badge } from '@/components/ui/badge';
import { DateTime } from '@/components/ui/date-time';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { QueryErrorState } from '@/components/ui/query-error-state';
import { Skeleton, skeletonPulse } from '@/components/ui/skeleton';
import type { Webhook } from '@/contract';
import { useExtension, useExtensionRefused } from '@/lib/capabilities';
import { usePageState } from '@/lib/page-state/page-state';
import { webhookPageState } from '@/lib/page-state/webhooks';
import { useSendTestEvent, useUpdateWebhook } from '../api/webhook-mutations';
import { webhookQueries } from '../api/webhook-queries';
import { DeleteWebhookDialog } from './delete-webhook-dialog';
import { DeliveriesSection } from './deliveries-section';
import { EditWebhookDialog } from './edit-webhook-dialog';
import { HistorySection } from '@/components/audit/history-section';
import { EventTypeChips } from './event-type-chips';
import { ChevronLeftIcon, KeyIcon, SendIcon, TrashIcon } from '@/components/ui/icons';
import { HealthStats } from './health-stats';
import { ReplayDialog } from './replay-dialog';
import { RotateSecretDialog } from './rotate-secret-dialog';
import { SigningSecretNote } from './signing-secret-note';
import { TestSendResult } from './test-send-result';
import { href } from '@/lib/href';
import { useLacks } from '@/lib/permissions';

const backLink = (
  <Link
    to={href('webhooks')}
    className="mb-4 inline-flex items-center gap-1 rounded text-sm text-zinc-600 hover:text-zinc-900 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-zinc-400 dark:hover:text-zinc-100"
  >
    <ChevronLeftIcon />
    Webhooks
  </Link>
);

/** One webhook, found in the list (the API has no single-webhook read), with its delivery log. */
export function WebhookDetail({ idParam }: { idParam: string }) {
  const id = /^[1-9]\d{0,15}$/.test(idParam) ? Number(idParam) : null;
  const list = useQuery(webhookQueries.list());
  const webhook = id === null ? undefined : list.data?.webhooks.find((w) => w.id === id);

  if (list.isPending && id !== null) return <DetailSkeleton />;
  if (list.error) {
    return (
      <>
        {backLink}
        <QueryErrorState query={list} title="Couldn't load the webhook" />
      </>
    );
  }
  if (!webhook) {
    return (
      <>
        {backLink}
        <h1 className="sr-only">Webhook not found</h1>
        <EmptyState
          title="No such webhook"
          description={`There is no webhook with the ID ${idParam}. It may have been deleted.`}
          action={
            <Link to={href('webhooks')} className={buttonClasses()}>
              See all webhooks
            </Link>
          }
        />
      </>
    );
  }
  return <WebhookDetailView webhook={webhook} />;
}

function WebhookDetailView({ webhook }: { webhook: Webhook }) {
  const [dialog, setDialog] = useState<'rotate' | 'delete' | 'edit' | 'replay' | null>(null);
  // Replay is found out on first use: a miss on its dry run disables the button.
  const replayMissing = useExtensionRefused('replayWebhookDeliveries');
  const test = useSendTestEvent(webhook.id);
  const pause = useUpdateWebhook(webhook.id);
  // Editing and pausing: offered where the service reports `enabled`, until a call says otherwise.
  const editable = useExtension('updateWebhook', 'proven', webhook.enabled !== undefined);
  const paused = webhook.enabled === false;
  const [view, setView] = usePageState(webhookPageState);
  const { limit } = view;
  const log = useQuery(webhookQueries.deliveries(webhook.id, limit));
  // Test sends and rotation come with the delivery log; each hides once its own call says it is missing.
  const extended = useExtension('listWebhookDeliveries', 'proven');
  const canTest = useExtension('testWebhook', 'try');
  const canRotate = useExtension('rotateWebhookSecret', 'try');
  // Every action here changes the webhook: none for a caller that may only read webhooks.
  const canManage = !useLacks('webhooks.manage');
  const pending = log.data ? log.data.filter((d) => d.state === 'pending').length : null;

  return (
    <>
      {backLink}
      <header className="mb-6 flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="flex min-w-0 flex-col gap-2">
          <h1 className="text-lg font-semibold tracking-tight break-all text-zinc-900 dark:text-zinc-50">
            <bdi>{webhook.url}</bdi>
          </h1>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-xs text-zinc-500 dark:text-zinc-400">
            {paused && <Badge tone="warning">Paused</Badge>}
            <EventTypeChips types={webhook.event_types} />
            <span>
              Created <DateTime iso={webhook.created_at} />
            </span>
            <span>ID {webhook.id}</span>
          </div>
        </div>
        {canManage && (
          <div className="flex shrink-0 flex-wrap gap-2">
            {editable && (
              <>
                <Button onClick={() => setDialog('edit')}>Edit</Button>
                <Button
                  onClick={() => pause.mutate({ enabled: paused })}
                  loading={pause.isPending}
                  aria-describedby={paused ? 'webhook-paused-note' : undefined}
                >
                  {paused ? 'Resume' : 'Pause'}
                </Button>
              </>
            )}
            {extended && (
              <>
                {canTest && (
                  <Button onClick={() => test.mutate()} loading={test.isPending}>
                    {!test.isPending && <SendIcon />}
                    Send test event
                  </Button>
                )}
                {canRotate && (
                  <Button onClick={() => setDialog('rotate')}>
                    <KeyIcon />
                    Rotate secret
                  </Button>
                )}
                <Button
                  onClick={() => setDialog('replay')}
                  disabled={replayMissing}
                  aria-describedby={replayMissing ? 'replay-missing-note' : undefined}
                >
                  Replay
                </Button>
              </>
            )}
            <Button
              variant="ghost"
              onClick={() => setDialog('delete')}
              className="text-red-700 dark:text-red-400"
            >
              <TrashIcon />
              Delete
            </Button>
          </div>
        )}
      </header>
      {paused && (
        <p
          id="webhook-paused-note"
          role="note"
          className="mb-4 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-900/60 dark:bg-amber-950/30 dark:text-amber-200"
        >
          Paused: no new events are queued for this endpoint, and queued deliveries wait. Resuming sends what
          was queued before the pause, not the events that happened while paused.
        </p>
      )}
      {replayMissing && (
        <p id="replay-missing-note" role="note" className="mb-4 text-sm text-zinc-500 dark:text-zinc-400">
          This service does not offer replay: send deliveries again one at a time from the log.
        </p>
      )}
      {webhook.secret_rotates_at && <SigningSecretNote takesOver={webhook.secret_rotates_at} />}
      {pause.error && <ErrorState error={pause.error} title="Couldn't change the webhook" className="mb-4" />}
      <TestSendResult test={test} />
      {webhook.health && <HealthStats health={webhook.health} />}
      <DeliveriesSection webhookId={webhook.id} log={log} limit={limit} view={view} onView={setView} />
      <HistorySection targetType="webhook" targetId={webhook.id} />
      <RotateSecretDialog
        webhookId={webhook.id}
        open={dialog === 'rotate'}
        onClose={() => setDialog(null)}
        canStage={webhook.secret_rotates_at !== undefined}
      />
      {dialog === 'replay' && (
        <ReplayDialog webhookId={webhook.id} pending={pending} onClose={() => setDialog(null)} />
      )}
      <DeleteWebhookDialog webhook={webhook} open={dialog === 'delete'} onClose={() => setDialog(null)} />
      {dialog === 'edit' && <EditWebhookDialog webhook={webhook} onClose={() => setDialog(null)} />}
    </>
  );
}

function DetailSkeleton() {
  return (
    <div role="status" className={`flex flex-col gap-4 ${skeletonPulse}`}>
      <span className="sr-only">Loading the webhook…</span>
      <Skeleton className="h-4 w-24" />
      <Skeleton className="h-7 w-2/3" />
      <Skeleton className="h-4 w-1/3" />
      <Skeleton className="mt-4 h-24 w-full" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}
