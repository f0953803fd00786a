import { useMemo } from 'react';
import type { SessionInfo } from '@/contract';
import { Badge } from '@/components/ui/badge';
import { actionsColumn } from '@/components/ui/data-table/actions-column';
import { DataTable, type Column, type TableStatus } from '@/components/ui/data-table/data-table';
import { DateTime } from '@/components/ui/date-time';
import { browserName } from '../browser-name';

const methodWords: Record<SessionInfo['method'], string> = {
  password: 'password',
  oidc: 'single sign-on',
  invitation: 'invitation',
  reset: 'password reset',
};

/** One's own sessions or a person's: where each signed in from, how, and when it was last used. */
export function SessionTable({
  label,
  sessions,
  status,
  action,
}: {
  label: string;
  sessions: readonly SessionInfo[];
  status: TableStatus;
  /** A button for each session (End), when sessions can be ended one by one. */
  action?: (session: SessionInfo, tabIndex: 0 | -1) => React.ReactNode;
}) {
  const columns = useMemo<Column<SessionInfo>[]>(
    () => [
      {
        id: 'browser',
        header: 'Browser',
        rowHeader: true,
        phone: 'title',
        className: 'wrap-anywhere',
        skeleton: 'w-40',
        cell: (s) => (
          <>
            <bdi title={s.user_agent || undefined}>{browserName(s.user_agent)}</bdi>
            {s.current && (
              <Badge tone="accent" className="ml-2">
                This session
              </Badge>
            )}
          </>
        ),
      },
      { id: 'ip', header: 'Address', className: 'font-mono text-xs', skeleton: 'w-20', cell: (s) => s.ip },
      {
        id: 'signed-in',
        header: 'Signed in',
        skeleton: 'w-24',
        cell: (s) => (
          <>
            <DateTime iso={s.created_at} /> <span className="text-zinc-500">by {methodWords[s.method]}</span>
          </>
        ),
      },
      {
        id: 'last-seen',
        header: 'Last active',
        skeleton: 'w-20',
        cell: (s) => <DateTime iso={s.last_seen_at} />,
      },
      ...(action ? [actionsColumn<SessionInfo>((s, { tabIndex }) => action(s, tabIndex))] : []),
    ],
    [action],
  );
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={sessions}
      status={status}
      placeholderRows={2}
      rowFocus
      alignTop
      tableClassName="min-w-[40rem]"
    />
  );
}
