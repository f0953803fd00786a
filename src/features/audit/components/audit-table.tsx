import { Link } from 'react-router-dom';
import type { AuditEntry } from '@/contract';
import { DateTime } from '@/components/ui/date-time';
import { auditActionLabel, auditActor, auditSummary } from '@/lib/audit-labels';

const cell = 'px-4 py-2.5 text-left align-top';

/** Where a target can be looked at: webhooks by id, suppressions by their address. */
function TargetLink({ entry }: { entry: AuditEntry }) {
  const detail = (entry.detail.after ?? entry.detail.before) as { email?: unknown } | undefined;
  if (entry.target_type === 'webhook' && entry.action !== 'webhook.delete') {
    return (
      <Link
        to={`/webhooks/${entry.target_id}`}
        className="text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300"
      >
        Webhook {entry.target_id}
      </Link>
    );
  }
  if (entry.target_type === 'suppression' && typeof detail?.email === 'string') {
    return (
      <Link
        to={`/suppressions?q=${encodeURIComponent(detail.email)}`}
        className="text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300"
      >
        {entry.target_id === 'batch' ? 'Batch' : `Suppression ${entry.target_id}`}
      </Link>
    );
  }
  return <>{entry.target_id === 'batch' ? 'Batch' : `${entry.target_type} ${entry.target_id}`}</>;
}

export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <div className="relative overflow-x-auto rounded-xl border border-zinc-200 bg-white shadow-sm dark:border-zinc-800 dark:bg-zinc-900/60">
      <table className="w-full min-w-[48rem] text-sm">
        <caption className="sr-only">Changes, newest first</caption>
        <thead className="border-b border-zinc-200 bg-zinc-50 text-xs text-zinc-500 dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-400">
          <tr>
            {['When', 'Who', 'Action', 'Target', 'Change', 'Request'].map((h) => (
              <th key={h} scope="col" className={`${cell} font-medium`}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-200 dark:divide-zinc-800">
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td className={cell}>
                <DateTime iso={entry.at} />
              </td>
              <td className={`${cell} break-all`}>
                <bdi>{auditActor(entry)}</bdi>
              </td>
              <td className={`${cell} font-medium whitespace-nowrap`}>{auditActionLabel(entry.action)}</td>
              <td className={`${cell} whitespace-nowrap`}>
                <TargetLink entry={entry} />
              </td>
              <td className={`${cell} break-all text-zinc-700 dark:text-zinc-300`}>
                <bdi>{auditSummary(entry)}</bdi>
              </td>
              <td className={`${cell} font-mono text-xs text-zinc-500 dark:text-zinc-400`}>
                {entry.request_id ? (
                  <span title={entry.request_id}>{entry.request_id.slice(0, 8)}</span>
                ) : (
                  '—'
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
