import { useMemo, useState } from 'react';
import type { ApiKey } from '@/contract';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type Column, type TableStatus } from '@/components/ui/data-table/data-table';
import { DateTime } from '@/components/ui/date-time';
import { RevokeKeyDialog } from './revoke-key-dialog';
import { useLacks } from '@/lib/permissions';

/** Active keys first, then revoked ones; each group oldest first, as they were made. */
const byState = (a: ApiKey, b: ApiKey) =>
  Number(a.revoked_at !== null) - Number(b.revoked_at !== null) || a.id - b.id;

/** `onRevoke`: absent where the caller may only read keys (no revoke button). */
function keyColumns(currentKeyId: number | undefined, onRevoke?: (key: ApiKey) => void): Column<ApiKey>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      rowHeader: true,
      phone: 'title',
      skeleton: 'w-32',
      cell: (key) => (
        <>
          <bdi className="break-all">{key.name}</bdi>
          {key.id === currentKeyId && (
            <Badge tone="accent" className="ml-2">
              this session
            </Badge>
          )}
        </>
      ),
    },
    {
      id: 'permissions',
      header: 'Permissions',
      skeleton: 'w-24',
      cell: (key) => (
        <span className="flex flex-wrap gap-1">
          {key.permissions.map((p) => (
            <Badge key={p}>{p}</Badge>
          ))}
        </span>
      ),
    },
    {
      id: 'key',
      header: 'Key',
      className: 'font-mono text-xs',
      cardClassName: 'font-mono text-xs',
      cell: (key) => `…${key.key_hint}`,
    },
    {
      id: 'created',
      header: 'Created',
      skeleton: 'w-20',
      cell: (key) => <DateTime iso={key.created_at} />,
    },
    {
      id: 'last-used',
      header: 'Last used',
      skeleton: 'w-20',
      cell: (key) => (key.last_used_at ? <DateTime iso={key.last_used_at} /> : 'Never'),
    },
    {
      id: 'actions',
      header: 'Actions',
      hideHeader: true,
      align: 'right',
      phone: 'bare',
      cell: (key, { tabIndex }) =>
        key.revoked_at ? (
          <Badge tone="danger">
            Revoked <DateTime iso={key.revoked_at} />
          </Badge>
        ) : key.id === currentKeyId ? (
          <span className="text-xs text-zinc-500 dark:text-zinc-400">Sign in with another key to revoke</span>
        ) : (
          onRevoke && (
            <Button size="sm" variant="danger" tabIndex={tabIndex} onClick={() => onRevoke(key)}>
              Revoke<span className="sr-only"> {key.name}</span>
            </Button>
          )
        ),
    },
  ];
}

export function KeyTable({
  keys,
  currentKeyId,
  status,
}: {
  keys: readonly ApiKey[];
  currentKeyId?: number | undefined;
  status: TableStatus;
}) {
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const canManage = !useLacks('keys.manage');
  const columns = useMemo(
    () => keyColumns(currentKeyId, canManage ? setRevoking : undefined),
    [currentKeyId, canManage],
  );
  const sorted = useMemo(() => [...keys].sort(byState), [keys]);
  return (
    <>
      <DataTable
        label="API keys"
        columns={columns}
        rows={sorted}
        status={status}
        placeholderRows={3}
        rowFocus
        alignTop
        rowClassName={(key) => (key.revoked_at ? 'text-zinc-500 dark:text-zinc-400' : undefined)}
        tableClassName="min-w-[44rem]"
      />
      {revoking && <RevokeKeyDialog apiKey={revoking} onClose={() => setRevoking(null)} />}
    </>
  );
}
