import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { emailSchema, type Suppression } from '@/contract';
import { Button } from '@/components/ui/button';
import { DateTime } from '@/components/ui/date-time';
import { describeError } from '@/components/ui/error-state';
import { addressInput, inputClasses } from '@/components/ui/field';
import { Spinner } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { suppressionQueries } from '../api/suppression-queries';
import { ReasonBadge } from './reason-badge';
import { cardClasses } from '@/components/ui/card';

// Shown only once an address is found: its code (and the audit queries) load then, not with the page.
const HistorySection = lazy(() =>
  import('@/components/audit/history-section').then((m) => ({ default: m.HistorySection })),
);

interface QuickCheckProps {
  /** Absent where the caller may only read the list (a Viewer): the answer without its action. */
  onRemove?: ((row: Suppression) => void) | undefined;
  onAdd?: ((email: string) => void) | undefined;
}

/** "Is this address blocked, why, since when?": the question support asks most, answered at once. */
export function QuickCheck({ onRemove, onAdd }: QuickCheckProps) {
  const id = useId();
  const [text, setText] = useState('');
  const settled = useDebouncedValue(text.trim(), 200);
  const parsed = emailSchema.safeParse(settled);
  const email = parsed.success ? parsed.data : null;
  const check = useQuery({ ...suppressionQueries.check(email ?? ''), enabled: email !== null });

  let result: ReactNode = (
    <span className="text-zinc-500 dark:text-zinc-400">
      Paste an address to see whether mail to it is blocked.
    </span>
  );
  if (settled && !email) {
    result = (
      <span className="text-zinc-500 dark:text-zinc-400">Type a whole address, like name@example.com.</span>
    );
  } else if (email && check.isPending) {
    result = (
      <span className="flex items-center gap-2 text-zinc-500 dark:text-zinc-400">
        <Spinner size="sm" /> Checking {email}…
      </span>
    );
  } else if (email && check.error) {
    result = (
      <span className="flex flex-wrap items-center gap-2 text-red-700 dark:text-red-300">
        Couldn't check: {describeError(check.error)}
        <Button size="sm" variant="ghost" onClick={() => void check.refetch()}>
          Retry
        </Button>
      </span>
    );
  } else if (email && check.data) {
    const row = check.data;
    result = (
      <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <strong className="font-semibold text-red-700 dark:text-red-300">Suppressed</strong>
        <ReasonBadge reason={row.reason} />
        <span className="text-zinc-600 dark:text-zinc-400">
          since <DateTime iso={row.created_at} />
        </span>
        {onRemove && (
          <Button size="sm" variant="ghost" onClick={() => onRemove(row)} aria-label={`Remove ${row.email}`}>
            Remove…
          </Button>
        )}
      </span>
    );
  } else if (email && check.data === null) {
    result = (
      <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <strong className="font-semibold text-emerald-700 dark:text-emerald-400">Not suppressed</strong>
        <span className="text-zinc-600 dark:text-zinc-400">Mail to {email} is delivered.</span>
        {onAdd && (
          <Button size="sm" variant="ghost" onClick={() => onAdd(email)}>
            Suppress it…
          </Button>
        )}
      </span>
    );
  }

  return (
    <>
      <section
        aria-labelledby={`${id}-label`}
        className={cn(cardClasses(), 'mb-6 flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4')}
      >
        <label
          id={`${id}-label`}
          htmlFor={id}
          className="shrink-0 text-sm font-medium text-zinc-900 dark:text-zinc-100"
        >
          Check an address
        </label>
        <input
          id={id}
          {...addressInput('email')}
          placeholder="name@example.com"
          aria-describedby={`${id}-result`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          className={cn(inputClasses, 'sm:w-72')}
        />
        <p id={`${id}-result`} aria-live="polite" className="min-h-8 flex-1 content-center text-sm">
          {result}
        </p>
      </section>
      {/* Who added this row, and when (the audit log, where the service keeps one). */}
      {email && check.data && (
        <div className="-mt-2 mb-6">
          <Suspense fallback={null}>
            <HistorySection targetType="suppression" targetId={check.data.id} address={check.data.email} />
          </Suspense>
        </div>
      )}
    </>
  );
}
