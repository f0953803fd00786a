import { Fragment } from 'react';
import { Link } from '@/components/ui/link';
import { Badge } from '@/components/ui/badge';
import { CopyButton } from '@/components/ui/copy-button';
import { DateTime } from '@/components/ui/date-time';
import type { WebhookDelivery } from '@/contract';
import type { VerifyState } from './signature-verifier';
import { formatDuration } from '@/lib/format';
import { attemptCode } from '../utils/delivery-status';
import { isSuccess } from '../utils/health';
import { href } from '@/lib/href';

/**
 * Every attempt of one delivery, newest first, with what the endpoint answered; then what was sent:
 * every header (where the service keeps them) and the body, and a way into the signature checker.
 */
export function AttemptList({ delivery, webhookId }: { delivery: WebhookDelivery; webhookId: number }) {
  const attempts = delivery.attempts.map((a, i) => ({ ...a, n: i + 1 })).reverse();
  // The service sends JSON.stringify of this very object: the compact form is the body it signed.
  const body = JSON.stringify(delivery.payload);
  // The headers of the latest attempt, when the service keeps them (the signature among them).
  const sent = delivery.attempts.at(-1)?.request_headers;
  const signature = sent?.['X-Service-Signature'];
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <section aria-label="Attempts" className="min-w-0">
        <h3 className="mb-2 text-xs font-semibold tracking-wide text-zinc-500 uppercase dark:text-zinc-400">
          Attempts, newest first
        </h3>
        {attempts.length === 0 ? (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">Not attempted yet.</p>
        ) : (
          <ol className="flex flex-col gap-2">
            {attempts.map((a) => (
              <li
                key={a.n}
                className="rounded-lg border border-zinc-200 bg-white px-3 py-2.5 text-sm dark:border-zinc-800 dark:bg-zinc-900"
              >
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <span className="font-medium">Attempt {a.n}</span>
                  <Badge tone={isSuccess(a.status_code) ? 'success' : 'danger'}>{attemptCode(a)}</Badge>
                  <span className="text-zinc-600 dark:text-zinc-400">{formatDuration(a.latency_ms)}</span>
                  <span className="text-zinc-500 dark:text-zinc-400">
                    <DateTime iso={a.attempted_at} />
                  </span>
                </div>
                {a.error && a.error !== attemptCode(a) && (
                  <p className="mt-2 text-red-700 dark:text-red-300">
                    <span className="sr-only">Error: </span>
                    <bdi>{a.error}</bdi>
                  </p>
                )}
                {a.response_excerpt !== null && (
                  <div className="mt-2">
                    <p className="text-xs text-zinc-500 dark:text-zinc-400">Response body (first 4 KB)</p>
                    <pre className="mt-1 max-h-40 overflow-auto rounded-md bg-zinc-50 p-2 font-mono text-xs break-all whitespace-pre-wrap text-zinc-800 dark:bg-zinc-950 dark:text-zinc-200">
                      <bdi>{a.response_excerpt}</bdi>
                    </pre>
                  </div>
                )}
              </li>
            ))}
          </ol>
        )}
      </section>
      <section aria-label="Request" className="min-w-0 text-sm">
        <h3 className="mb-2 text-xs font-semibold tracking-wide text-zinc-500 uppercase dark:text-zinc-400">
          Request
        </h3>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1.5 text-xs">
          {Object.entries(
            sent ?? { 'X-Service-Delivery-Id': delivery.id, 'X-Service-Event': delivery.event_type },
          ).map(([name, value]) => (
            <Fragment key={name}>
              <dt className="text-zinc-500 dark:text-zinc-400">{name}</dt>
              <dd className="font-mono break-all">
                <bdi>{value}</bdi>
              </dd>
            </Fragment>
          ))}
        </dl>
        {signature && (
          <Link
            to={href('webhooks', { tab: 'verify' })}
            state={{ verify: { body, header: signature }, fromWebhook: webhookId } satisfies VerifyState}
            className="mt-2 inline-block text-xs font-medium text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300"
          >
            Verify this delivery
          </Link>
        )}
        <div className="mt-3 flex items-center justify-between gap-2">
          <p className="text-xs text-zinc-500 dark:text-zinc-400">Body</p>
          <CopyButton value={body} label="Copy body" variant="ghost" />
        </div>
        <pre className="mt-1 max-h-48 overflow-auto rounded-md bg-zinc-50 p-2 font-mono text-xs break-all whitespace-pre-wrap text-zinc-800 dark:bg-zinc-950 dark:text-zinc-200">
          <bdi>{body}</bdi>
        </pre>
      </section>
    </div>
  );
}
