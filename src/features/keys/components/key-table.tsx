import { useState } from 'react';
import type { ApiKey } from '@/contract';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DateTime } from '@/components/ui/date-time';
import { RevokeKeyDialog } from './revoke-key-dialog';

const cell = 'px-4 py-2.5 text-left align-top';

/** Active keys first, then revoked ones; each group oldest first, as they were made. */
const byState = (a: ApiKey, b: ApiKey) =>
  Number(a.revoked_at !== null) - Number(b.revoked_at !== null) || a.id - b.id;

export function KeyTable({ keys, currentKeyId }: { keys: ApiKey[]; currentKeyId?: number | undefined }) {
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  return (
    <div className="relative overflow-x-auto rounded-xl border border-zinc-200 bg-white shadow-sm dark:border-zinc-800 dark:bg-zinc-900/60">
      <table className="w-full min-w-[44rem] text-sm">
        <caption className="sr-only">API keys</caption>
        <thead className="border-b border-zinc-200 bg-zinc-50 text-xs text-zinc-500 dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-400">
          <tr>
            <th scope="col" className={`${cell} font-medium`}>
              Name
            </th>
            <th scope="col" className={`${cell} font-medium`}>
              Permissions
            </th>
            <th scope="col" className={`${cell} font-medium`}>
              Key
            </th>
            <th scope="col" className={`${cell} font-medium`}>
              Created
            </th>
            <th scope="col" className={`${cell} font-medium`}>
              Last used
            </th>
            <th scope="col" className={`${cell} font-medium`}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-200 dark:divide-zinc-800">
          {[...keys].sort(byState).map((key) => (
            <tr key={key.id} className={key.revoked_at ? 'text-zinc-500 dark:text-zinc-400' : undefined}>
              <th scope="row" className={`${cell} font-medium`}>
                <bdi className="break-all">{key.name}</bdi>
                {key.id === currentKeyId && (
                  <Badge tone="accent" className="ml-2">
                    this session
                  </Badge>
                )}
              </th>
              <td className={cell}>
                <span className="flex flex-wrap gap-1">
                  {key.permissions.map((p) => (
                    <Badge key={p}>{p}</Badge>
                  ))}
                </span>
              </td>
              <td className={`${cell} font-mono text-xs`}>…{key.key_hint}</td>
              <td className={cell}>
                <DateTime iso={key.created_at} />
              </td>
              <td className={cell}>{key.last_used_at ? <DateTime iso={key.last_used_at} /> : 'Never'}</td>
              <td className={`${cell} text-right`}>
                {key.revoked_at ? (
                  <Badge tone="danger">
                    Revoked <DateTime iso={key.revoked_at} />
                  </Badge>
                ) : key.id === currentKeyId ? (
                  <span className="text-xs text-zinc-500 dark:text-zinc-400">
                    Sign in with another key to revoke
                  </span>
                ) : (
                  <Button size="sm" variant="danger" onClick={() => setRevoking(key)}>
                    Revoke<span className="sr-only"> {key.name}</span>
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {revoking && <RevokeKeyDialog apiKey={revoking} onClose={() => setRevoking(null)} />}
    </div>
  );
}
