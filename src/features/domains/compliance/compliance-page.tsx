import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { PageHeader } from '@/components/layout/page-header';
import { EmptyState } from '@/components/ui/empty-state';
import { Link } from '@/components/ui/link';
import { QueryErrorState } from '@/components/ui/query-error-state';
import { LoadingState } from '@/components/ui/skeleton';
import type { ComplianceData } from '@/contract';
import { endpointLabel } from '@/lib/call-endpoint';
import { isUnsupported, useExtensionRefused } from '@/lib/capabilities';
import { href } from '@/lib/href';
import { StatusBadge } from '../components/status-badge';
import { Checklist } from './checklist';
import { complianceQueries } from './compliance-queries';
import { compliancePageMeta } from './page-meta';
import { verdictWords } from './verdict-words';

/** Worst first: the domain that needs attention is read before the ones that are fine. */
const verdictOrder = { fail: 0, warn: 1, unknown: 2, pass: 3 } as const;

/** Each domain's worst verdict, worst first, a link to the domain's own checklist. */
function DomainVerdicts({ domains }: { domains: NonNullable<ComplianceData['domains']> }) {
  if (domains.length === 0)
    return (
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        No sending domains yet:{' '}
        <Link to={href('domains')} className="underline underline-offset-2">
          add one
        </Link>{' '}
        to see its checklist.
      </p>
    );
  const sorted = [...domains].sort(
    (a, b) => verdictOrder[a.verdict] - verdictOrder[b.verdict] || a.name.localeCompare(b.name),
  );
  return (
    <ul className="flex flex-col divide-y divide-zinc-100 rounded-xl border border-zinc-200 bg-white dark:divide-zinc-800 dark:border-zinc-800 dark:bg-zinc-900">
      {sorted.map((d) => (
        <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
          <Link
            to={href('domain', { id: d.id })}
            className="min-w-0 font-medium break-all text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300"
          >
            {d.name}
          </Link>
          <span className="flex items-center gap-2 text-xs text-zinc-500 dark:text-zinc-400">
            <span className="sr-only">Worst line:</span>
            <StatusBadge word={verdictWords[d.verdict]} />
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * `/compliance`: the account's sender rules. A page of its own, in the navigation: the rules are
 * about how the account sends (complaints, unsubscribes, bulk volume), not about setting a domain
 * up, and the question "are we within Gmail's rules?" deserves one place that answers it whole.
 */
export function CompliancePage() {
  const refused = useExtensionRefused('getCompliance');
  const query = useQuery({ ...complianceQueries.checklist(), enabled: !refused });
  // The checklist (charts, a table per provider) is drawn in slices when its answer comes after the
  // page's first render: a store update renders in one task otherwise, blocking a phone's input.
  const data = useDeferredValue(query.data);
  const header = <PageHeader {...compliancePageMeta} />;
  if (refused || isUnsupported(query.error))
    return (
      <>
        {header}
        <EmptyState
          title="This service has no sender-rules checklist"
          description={`Its API does not offer ${endpointLabel('getCompliance')}.`}
        />
      </>
    );
  return (
    <>
      {header}
      {data ? (
        <div className="flex flex-col gap-8">
          {data.domains && (
            <section aria-labelledby="compliance-domains" className="flex flex-col gap-2">
              <h2 id="compliance-domains" className="text-base font-semibold">
                By domain
              </h2>
              <DomainVerdicts domains={data.domains} />
            </section>
          )}
          <section aria-labelledby="compliance-account" className="flex flex-col gap-2">
            <h2 id="compliance-account" className="text-base font-semibold">
              Every domain together
            </h2>
            <Checklist data={data} />
          </section>
        </div>
      ) : query.error && !query.data ? (
        <QueryErrorState query={query} title="Couldn't load the sender rules" />
      ) : (
        <LoadingState label="Loading the sender rules…" />
      )}
    </>
  );
}
