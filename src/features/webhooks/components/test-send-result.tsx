import type { ReactNode } from 'react';
import { describeError } from '@/components/ui/error-state';
import { cn } from '@/lib/cn';
import type { useSendTestEvent } from '../api/webhook-mutations';
import { describeAttempt, lastAttempt } from '../utils/delivery-status';
import { CheckCircleIcon, XCircleIcon } from '@/components/ui/icons';

/** What the endpoint answered to "Send test event", in a live region right under the page header. */
export function TestSendResult({ test }: { test: ReturnType<typeof useSendTestEvent> }) {
  let outcome: ReactNode = null;
  if (test.isError) {
    outcome = <Outcome ok={false} title="Couldn't send the test event" text={describeError(test.error)} />;
  } else if (test.data) {
    const { delivery } = test.data;
    const ok = delivery.state === 'succeeded';
    const attempt = lastAttempt(delivery);
    const text = attempt
      ? `${describeAttempt(attempt)}.${ok ? '' : ' It is in the log below and will be retried on the usual schedule.'}`
      : 'Another worker is sending it now; it will appear in the log below.';
    const excerpt = !ok && attempt?.response_excerpt ? attempt.response_excerpt.slice(0, 300) : null;
    outcome = (
      <Outcome ok={ok} title={ok ? 'Test event delivered' : 'Test event failed'} text={text}>
        {excerpt && (
          <pre className="mt-2 max-h-24 overflow-auto rounded bg-white/60 p-2 font-mono text-xs break-all whitespace-pre-wrap dark:bg-zinc-950/50">
            <bdi>{excerpt}</bdi>
          </pre>
        )}
      </Outcome>
    );
  }
  return (
    <div role="status" className={cn(!outcome && 'sr-only')}>
      {outcome}
    </div>
  );
}

function Outcome({
  ok,
  title,
  text,
  children,
}: {
  ok: boolean;
  title: string;
  text: string;
  children?: ReactNode;
}) {
  const Icon = ok ? CheckCircleIcon : XCircleIcon;
  return (
    <div
      className={cn(
        'mb-6 flex gap-3 rounded-lg border p-3 text-sm',
        ok
          ? 'border-emerald-200 bg-emerald-50 text-emerald-900 dark:border-emerald-900/60 dark:bg-emerald-950/30 dark:text-emerald-200'
          : 'border-red-200 bg-red-50 text-red-900 dark:border-red-900/60 dark:bg-red-950/30 dark:text-red-200',
      )}
    >
      <Icon
        size={5}
        className={cn(
          'mt-0.5 shrink-0',
          ok ? 'text-emerald-600 dark:text-emerald-400' : 'text-red-600 dark:text-red-400',
        )}
      />
      <div className="min-w-0">
        <p className="font-medium">{title}</p>
        <p className="break-words">{text}</p>
        {children}
      </div>
    </div>
  );
}
