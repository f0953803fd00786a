import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link } from '@/components/ui/link';
import { buttonClasses } from '@/components/ui/button';
import { DateTime } from '@/components/ui/date-time';
import { describeError } from '@/components/ui/error-state';
import { BanIcon, LockIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/skeleton';
import type { BounceClassification } from '@/contract';
import { cn } from '@/lib/cn';
import { failureStory } from '@/lib/failure-story';
import { reasonPhrases } from '@/lib/labels/reason-labels';
import { useCan } from '@/lib/permissions';
import { usePerson } from '@/lib/session';
import { messageQueries } from '../api/message-queries';
import { href } from '@/lib/href';

const suppressionsHref = (email: string) => href('suppressions', { q: email });

const quiet = 'flex items-start gap-2 text-sm text-zinc-600 dark:text-zinc-400';

interface SuppressionStatusProps {
  email: string;
  /** Next to a bounce or complaint the question matters even without the permission to answer it. */
  explainWithoutAdmin?: boolean;
  /**
   * The message's status: a bounce or complaint that arrives while the page is open adds the address
   * to the list, so the answer is asked again whenever it changes.
   */
  askAgainOn?: string;
  /** The message's newest failure, stored: the reason line says what it says of the address. */
  classification?: BounceClassification | null;
  className?: string;
}

/** Whether the address is on the suppression list now; undefined while unknown or not allowed to ask. */
export function useSuppressedNow(email: string | undefined): boolean | undefined {
  const readable = useCan('suppressions.read');
  const query = useQuery({ ...messageQueries.suppression(email ?? ''), enabled: readable && !!email });
  return query.isSuccess ? query.data != null : undefined;
}

/** Is this address on the suppression list now? Asked only with a key that may read the list. */
export function SuppressionStatus({
  email,
  explainWithoutAdmin = false,
  askAgainOn,
  classification = null,
  className,
}: SuppressionStatusProps) {
  const admin = useCan('suppressions.read');
  const person = usePerson();
  const query = useQuery({ ...messageQueries.suppression(email), enabled: admin });
  const { refetch } = query;
  const askedOn = useRef(askAgainOn);
  useEffect(() => {
    if (!admin || askedOn.current === askAgainOn) return;
    askedOn.current = askAgainOn;
    void refetch();
  }, [admin, askAgainOn, refetch]);

  if (!admin) {
    if (!explainWithoutAdmin) return null;
    return (
      <p className={cn(quiet, className)}>
        <LockIcon size={4} className="mt-0.5 shrink-0 text-zinc-400" />
        Hard bounces and complaints put the address on the suppression list. Checking whether it is there
        {person ? ' is not part of your role.' : ' needs a key with the admin permission.'}
      </p>
    );
  }
  if (query.isPending) {
    return (
      <p role="status" className={cn(quiet, 'items-center', className)}>
        <Spinner size="sm" /> Checking the suppression list…
      </p>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className={cn(quiet, 'text-red-800 dark:text-red-300', className)}>
        <p>Couldn't check the suppression list: {describeError(query.error)}</p>
        <button type="button" onClick={() => void query.refetch()} className="font-medium underline">
          Retry
        </button>
      </div>
    );
  }
  if (!query.data) {
    return (
      <p className={cn(quiet, className)}>
        <BanIcon size={4} className="mt-0.5 shrink-0 text-zinc-400" />
        <span>
          <span className="break-all">{email}</span> is not on the suppression list; the service sends to it.
        </span>
      </p>
    );
  }
  const suppression = query.data;
  const cause = suppression.source?.classification ?? classification;
  // The same sentence about the address as the overview's and the timeline's, for a bounce.
  const verdict = suppression.reason === 'hard_bounce' ? ` ${failureStory(cause, 'suppressed').address}` : '';
  return (
    <section
      aria-label="Suppression"
      className={cn(
        'flex flex-col gap-3 rounded-xl border border-red-200 bg-red-50/70 p-4 text-sm sm:flex-row sm:items-center sm:justify-between',
        'dark:border-red-900/60 dark:bg-red-950/30',
        className,
      )}
    >
      <div className="flex gap-3">
        <BanIcon size={4} className="mt-0.5 shrink-0 text-red-600 dark:text-red-400" />
        <p className="text-red-900 dark:text-red-200">
          <span className="font-semibold">Suppressed.</span> <span className="break-all">{email}</span> was
          added to the suppression list <DateTime iso={suppression.created_at} />, after{' '}
          {reasonPhrases[suppression.reason] ?? suppression.reason}. The service won't send to it.{verdict}
        </p>
      </div>
      <Link to={suppressionsHref(email)} className={cn(buttonClasses({ size: 'sm' }), 'shrink-0 self-start')}>
        View in suppressions
      </Link>
    </section>
  );
}
