import { Link } from '@/components/ui/link';
import type { BounceGrouping, StatsBouncesData } from '@/contract';
import { DataTable, type Column } from '@/components/ui/data-table/data-table';
import { formatNumber } from '@/lib/format';
import { BounceSideBadge } from '@/components/bounces/bounce-side-badge';
import { bounceClassLabels } from '@/lib/labels/bounce-labels';
import { activityLogLink, type FailureScope } from '../failure-links';
import { providerLabel } from '@/lib/labels/provider-labels';

type Reply = StatsBouncesData['top_replies'][number];

const groupHeaders = { provider: 'Provider', recipient_domain: 'Recipient domain' } as const;
const link =
  'whitespace-nowrap font-medium text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300';

function columns(groupBy: BounceGrouping, scope: FailureScope): Column<Reply>[] {
  const groupName = (r: Reply) => (groupBy === 'provider' ? providerLabel(r.group ?? '') : (r.group ?? ''));
  return [
    ...(groupBy === 'class'
      ? []
      : [
          {
            id: 'group',
            header: groupHeaders[groupBy],
            className: 'whitespace-nowrap',
            cell: groupName,
          } satisfies Column<Reply>,
        ]),
    {
      id: 'class',
      header: 'Class',
      rowHeader: groupBy === 'class',
      className: 'whitespace-nowrap',
      cell: (r) => (
        <span className="flex flex-col items-start gap-1">
          {bounceClassLabels[r.class]}
          <BounceSideBadge side={r.side} />
        </span>
      ),
    },
    {
      id: 'reply',
      header: 'Reply (addresses, IPs and ids masked)',
      phone: 'title',
      className: 'min-w-72 break-words font-mono text-xs',
      cell: (r) => r.reply,
    },
    {
      id: 'count',
      header: 'Failures',
      align: 'right',
      className: 'whitespace-nowrap',
      cell: (r) => formatNumber(r.count),
    },
    {
      id: 'messages',
      header: 'Messages',
      hideHeader: true,
      phone: 'bare',
      cell: (r, { tabIndex }) => (
        <Link
          to={activityLogLink(scope, { bounceClass: r.class, groupBy, group: r.group })}
          tabIndex={tabIndex}
          className={link}
          aria-label={`Show messages that failed as ${bounceClassLabels[r.class]}${r.group ? `, ${groupName(r)}` : ''}`}
        >
          Show messages
        </Link>
      ),
    },
  ];
}

/** The most frequent replies per class (and per provider or domain when grouped so), each a link to its messages. */
export function TopReasonsTable({ data, scope }: { data: StatsBouncesData; scope: FailureScope }) {
  return (
    <DataTable
      label="The most frequent failure replies per class, with their counts and a link to their messages"
      columns={columns(data.group_by, scope)}
      rows={data.top_replies}
      rowKey={(r) => `${r.group ?? ''}|${r.class}|${r.reply}`}
      compact
    />
  );
}
