import { useMemo, useState } from 'react';
import { roleTable, type Person } from '@/contract';
import { Badge } from '@/components/ui/badge';
import { actionsColumn } from '@/components/ui/data-table/actions-column';
import { DataTable, type Column, type TableStatus } from '@/components/ui/data-table/data-table';
import { DateTime } from '@/components/ui/date-time';
import { PersonActions, type PersonAction } from './person-actions';
import { RemovePersonDialog, ResetTotpDialog } from './person-dialogs';
import { PersonRoleSelect } from './person-role-select';
import { PersonSessionsDialog } from './person-sessions-dialog';

const muted = 'text-zinc-500 dark:text-zinc-400';

/** Owners first, then by role down the table; invited people after active ones of a role; then by address. */
const roleRank = Object.keys(roleTable);
const byRole = (a: Person, b: Person) =>
  roleRank.indexOf(a.role) - roleRank.indexOf(b.role) ||
  Number(a.state === 'invited') - Number(b.state === 'invited') ||
  a.email.localeCompare(b.email);

function peopleColumns(
  myId: number | undefined,
  manage: boolean,
  onAction: (action: PersonAction, person: Person) => void,
): Column<Person>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      rowHeader: true,
      phone: 'title',
      className: 'wrap-anywhere',
      skeleton: 'w-28',
      cell: (p) => (
        <>
          <bdi>{p.name || p.email}</bdi>
          {p.id === myId && (
            <Badge tone="accent" className="ml-2">
              you
            </Badge>
          )}
        </>
      ),
    },
    {
      id: 'email',
      header: 'Email',
      className: 'wrap-anywhere',
      skeleton: 'w-36',
      cell: (p) => <bdi>{p.email}</bdi>,
    },
    {
      id: 'role',
      header: 'Role',
      skeleton: 'w-20',
      cell: (p, { tabIndex }) =>
        manage ? <PersonRoleSelect person={p} myId={myId} tabIndex={tabIndex} /> : roleTable[p.role].label,
    },
    {
      id: 'state',
      header: 'State',
      skeleton: 'w-20',
      cell: (p) =>
        p.state === 'active' ? (
          <Badge tone="success">Active</Badge>
        ) : (
          <span className="flex flex-col items-start gap-0.5">
            <Badge tone="warning">Invited</Badge>
            {p.invitation_expires_at && (
              <span className={`text-xs ${muted}`}>
                {Date.parse(p.invitation_expires_at) < Date.now() ? 'expired' : 'expires'}{' '}
                <DateTime iso={p.invitation_expires_at} />
              </span>
            )}
          </span>
        ),
    },
    {
      id: 'totp',
      header: 'Second factor',
      skeleton: 'w-12',
      cell: (p) => (p.totp_enabled ? <Badge tone="success">On</Badge> : <span className={muted}>Off</span>),
    },
    {
      id: 'sso',
      header: 'SSO',
      skeleton: 'w-10',
      cell: (p) => (p.sso ? 'Yes' : <span className={muted}>No</span>),
    },
    {
      id: 'last-seen',
      header: 'Last seen',
      skeleton: 'w-20',
      cell: (p) =>
        p.last_seen_at ? <DateTime iso={p.last_seen_at} /> : <span className={muted}>Never</span>,
    },
    ...(manage
      ? [
          actionsColumn<Person>((p, { tabIndex }) => (
            <PersonActions person={p} self={p.id === myId} tabIndex={tabIndex} onAction={onAction} />
          )),
        ]
      : []),
  ];
}

/** Everyone with access and everyone invited; `manage` adds the role select and each person's actions. */
export function PeopleTable({
  people,
  myId,
  manage,
  status,
}: {
  people: readonly Person[];
  myId: number | undefined;
  manage: boolean;
  status: TableStatus;
}) {
  const [acting, setActing] = useState<{ action: PersonAction; person: Person } | null>(null);
  const columns = useMemo(
    () => peopleColumns(myId, manage, (action, person) => setActing({ action, person })),
    [myId, manage],
  );
  const sorted = useMemo(() => [...people].sort(byRole), [people]);
  const close = () => setActing(null);
  return (
    <>
      <DataTable
        label="People"
        columns={columns}
        rows={sorted}
        status={status}
        placeholderRows={3}
        rowFocus
        alignTop
        tableClassName="min-w-[60rem]"
      />
      {acting?.action === 'remove' && <RemovePersonDialog person={acting.person} onClose={close} />}
      {acting?.action === 'reset-totp' && <ResetTotpDialog person={acting.person} onClose={close} />}
      {acting?.action === 'sessions' && <PersonSessionsDialog person={acting.person} onClose={close} />}
    </>
  );
}
