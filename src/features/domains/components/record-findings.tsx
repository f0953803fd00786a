import type { DomainRecord } from '@/contract';
import { nameDifference } from '../utils/record-difference';

const code = 'font-mono text-xs break-all';

/** What the last check found for a record that is not verified: found beside expected, the difference named. */
export function RecordFindings({ record }: { record: DomainRecord }) {
  const found = record.found ?? [];
  const difference =
    record.problem ?? (record.status === 'mismatch' ? nameDifference(record.value, found) : null);
  return (
    <div className="flex flex-col gap-2 text-xs text-zinc-700 dark:text-zinc-300">
      {record.status === 'mismatch' && (
        <dl className="grid gap-x-3 gap-y-1 sm:grid-cols-[5rem_minmax(0,1fr)]">
          <dt className="font-medium text-red-700 dark:text-red-300">Found</dt>
          <dd className="flex flex-col gap-0.5">
            {found.length > 0
              ? found.map((f, i) => (
                  <code key={i} className={code}>
                    {f}
                  </code>
                ))
              : 'Nothing'}
          </dd>
          <dt className="font-medium text-emerald-700 dark:text-emerald-300">Expected</dt>
          <dd>
            <code className={code}>{record.value}</code>
          </dd>
        </dl>
      )}
      {record.status === 'missing' && !record.problem && (
        <p>
          Nothing found at <code className={code}>{record.fqdn}</code>: add this record at your DNS provider.
        </p>
      )}
      {record.status === 'pending' && !record.problem && (
        <p>
          Not seen in DNS yet. A new record can take up to 48 hours to show everywhere; this is not a failure.
        </p>
      )}
      {record.status === 'error' && !record.problem && (
        <p>The lookup failed or timed out, so nothing is known about this record; check again later.</p>
      )}
      {difference && (
        <p>
          <span className="font-medium text-zinc-900 dark:text-zinc-100">
            {record.status === 'mismatch' ? 'Difference: ' : 'Why: '}
          </span>
          {difference}
        </p>
      )}
    </div>
  );
}
