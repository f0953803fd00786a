import type { Message, MessageEvent } from '@/contract';
import { CopyButton } from '@/components/ui/copy-button';
import { cn } from '@/lib/cn';
import {
  failureOutcome,
  failureStory,
  newestFailureClassification,
  type FailureOutcome,
} from '@/lib/failure-story';
import { statusMeta } from '../lib/message-status';
import { describeOutcome } from '../lib/outcome-summary';
import { LiveIndicator } from './live-indicator';
import { StatusBadge } from './status-badge';
import { StreamBadge } from './stream-badge';
import { SystemBadge } from './system-badge';

/** Subject, status and the story in a sentence: the answer, before the evidence below it. */
export function MessageOverview({
  message,
  events,
  live,
  outcome = failureOutcome(message.status),
  className,
}: {
  message: Message;
  events: readonly MessageEvent[];
  live: boolean;
  /** Where a failed message stands (src/lib/failure-story.ts); from its status when not given. */
  outcome?: FailureOutcome | null;
  className?: string;
}) {
  const story = outcome && failureStory(newestFailureClassification(message, events), outcome);
  return (
    <header className={cn('flex flex-col gap-3 p-5', className)}>
      <div className="flex items-start justify-between gap-3">
        <h2
          id="message-subject"
          tabIndex={-1}
          className="min-w-0 outline-none text-lg font-semibold tracking-tight break-words text-zinc-900 dark:text-zinc-50"
        >
          {/* bdi: a subject's bidi controls (U+202E) cannot reorder anything around it. */}
          {message.subject ? (
            <bdi>{message.subject}</bdi>
          ) : (
            <span className="text-zinc-500 italic">(no subject)</span>
          )}
        </h2>
        <LiveIndicator live={live} />
      </div>
      <p className="-mt-1 flex flex-wrap items-center gap-2">
        <span className="sr-only">Message ID:</span>
        <code className="font-mono text-xs break-all text-zinc-500 select-all dark:text-zinc-400">
          {message.id}
        </code>
        <CopyButton value={message.id} label="Copy ID" variant="ghost" className="h-6 px-1.5 text-xs" />
      </p>
      {/* Announced when it changes while the page follows the message. */}
      <div aria-live="polite" className="flex flex-col gap-1.5">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          <span className="sr-only">Status:</span>
          <StatusBadge status={message.status} />
          <StreamBadge message={message} />
          <span className="text-zinc-600 dark:text-zinc-400">{statusMeta[message.status].meaning}</span>
          {story && <span className="text-zinc-600 dark:text-zinc-400">{story.consequence}</span>}
        </p>
        <p className="text-sm text-zinc-800 dark:text-zinc-200">{describeOutcome(message, events, story)}</p>
        {story && (
          <p className="text-sm text-zinc-800 dark:text-zinc-200">
            <span className="font-medium">What to do: </span>
            {story.action}
          </p>
        )}
      </div>
      {message.origin === 'system' && (
        <p className="flex flex-wrap items-center gap-2 text-sm text-zinc-600 dark:text-zinc-400">
          <SystemBadge message={message} />
          Sent by Relaydesk itself (an alert email), not by you: it counts in no statistics or alert.
        </p>
      )}
    </header>
  );
}
