import { Link } from '@/components/ui/link';
import type { MessageEvent } from '@/contract';
import { Badge } from '@/components/ui/badge';
import { AlertIcon, LockIcon } from '@/components/ui/icons';
import { BounceExplanation } from '@/components/bounces/bounce-explanation';
import { DomainFixLink } from '@/components/bounces/domain-fix-link';
import { failureStory, type FailureOutcome } from '@/lib/failure-story';
import { eventClassification } from '../lib/event-classification';
import { safeHref } from '../lib/event-meta';
import { href } from '@/lib/href';

/** Failures whose reply the service may classify; without its class, the reply is shown as written. */
const unexplainedTypes: ReadonlySet<string> = new Set(['bounced', 'deferred', 'failed']);

const text = 'font-mono text-xs text-zinc-700 dark:text-zinc-300';
const mono = `${text} break-all`;

/** TLS on a delivery: a lock and the word, or a warning when the connection was not encrypted. */
function TlsBadge({ tls }: { tls: boolean }) {
  return tls ? (
    <Badge tone="success">
      <LockIcon size={3} />
      TLS
    </Badge>
  ) : (
    <Badge tone="warning">
      <AlertIcon size={3} />
      No TLS: sent unencrypted
    </Badge>
  );
}

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5 sm:flex-row sm:gap-2">
      <dt className="shrink-0 text-xs text-zinc-500 sm:w-24 dark:text-zinc-400">{label}</dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}

/**
 * What an event carries beyond its type and time; everything from the API is rendered as text, each
 * value in a <bdi> so its bidi controls stay inside it.
 */
export function EventDetails({
  event,
  outcome = null,
  domainId,
}: {
  event: MessageEvent;
  /** The message's sending domain, when known: a sender-side failure links to what to check there. */
  domainId?: number | null | undefined;
  /** Where the message stands: each failure's advice follows it (no "let the retries run" after they ended). */
  outcome?: FailureOutcome | null;
}) {
  const clicked = safeHref(event.url);
  const classification = eventClassification(event);
  const story = classification && outcome ? failureStory(classification, outcome) : null;
  // The bounce type is in the row's title; TLS is the one flag worth a badge.
  const badges = event.tls !== undefined && (
    <div className="flex flex-wrap gap-1.5">
      <TlsBadge tls={event.tls} />
    </div>
  );
  const rows = [
    event.mx_host && (
      <Detail key="mx" label="Mail server">
        <bdi className={mono}>{event.mx_host}</bdi>
      </Detail>
    ),
    event.smtp_response && (
      <Detail key="smtp" label="SMTP response">
        <code className={mono}>
          <bdi>{event.smtp_response}</bdi>
        </code>
      </Detail>
    ),
    classification && (
      <Detail key="why" label="Why">
        <BounceExplanation
          classification={classification}
          explanation={story?.explanation ?? undefined}
          action={story?.action}
        />
        <Link
          to={href('bounceExplain')}
          className="mt-1 inline-block text-xs text-indigo-700 underline underline-offset-2 dark:text-indigo-300"
        >
          Explain another reply
        </Link>
        <DomainFixLink classification={classification} reply={event.smtp_response} domainId={domainId} />
      </Detail>
    ),
    !classification && event.smtp_response && unexplainedTypes.has(event.type) && (
      <Detail key="why" label="Why">
        <p className="text-xs text-zinc-600 dark:text-zinc-400">
          The service sent no classification for this reply; the console adds none of its own.{' '}
          <Link
            to={href('bounceExplain')}
            className="text-indigo-700 underline underline-offset-2 dark:text-indigo-300"
          >
            Paste it into Explain a bounce
          </Link>{' '}
          for the console's reading.
        </p>
      </Detail>
    ),
    event.url && (
      <Detail key="url" label="URL">
        {clicked ? (
          <a
            href={clicked}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="font-mono text-xs break-all text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300"
          >
            <bdi>{event.url}</bdi>
          </a>
        ) : (
          <bdi className={mono}>{event.url}</bdi>
        )}
      </Detail>
    ),
    event.user_agent && (
      <Detail key="ua" label="User agent">
        <bdi className={`${text} break-words`}>{event.user_agent}</bdi>
      </Detail>
    ),
  ].filter(Boolean);
  if (!badges && rows.length === 0) return null;
  return (
    <div className="mt-2 flex flex-col gap-2">
      {badges}
      {rows.length > 0 && <dl className="flex flex-col gap-1">{rows}</dl>}
    </div>
  );
}
