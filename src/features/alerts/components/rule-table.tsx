import { Link } from '@/components/ui/link';
import type { AlertRule } from '@/contract';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { DataTable, type Column, type TableStatus } from '@/components/ui/data-table/data-table';
import { channelsText, conditionText, ruleScopeText } from '../lib/rule-text';
import { formatNumber } from '@/lib/format';
import { href } from '@/lib/href';

interface RuleTableProps {
  rules: readonly AlertRule[];
  domainName: (id: number) => string;
  onToggle: (rule: AlertRule, enabled: boolean) => void;
  /** The rule whose enabled switch is being written. */
  toggling: number | null;
  onDelete: (rule: AlertRule) => void;
  status: TableStatus;
  /** The rule whose row takes focus on arrival (just created or saved). */
  focusKey?: string | undefined;
  /** The caller may only read alerts: the switch says so, and no edit or delete. */
  readOnly?: boolean;
}

export function RuleTable({
  rules,
  domainName,
  onToggle,
  toggling,
  onDelete,
  status,
  focusKey,
  readOnly = false,
}: RuleTableProps) {
  const columns: Column<AlertRule>[] = [
    {
      id: 'name',
      header: 'Rule',
      rowHeader: true,
      phone: 'title',
      cell: (r) => (
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{r.name}</span>
          {r.firing > 0 && <Badge tone="danger">{formatNumber(r.firing)} firing</Badge>}
        </span>
      ),
    },
    { id: 'condition', header: 'Fires when', cell: (r) => conditionText(r) },
    { id: 'scope', header: 'Scope', hideBelow: 'lg', cell: (r) => ruleScopeText(r, domainName) },
    { id: 'channels', header: 'Tells', hideBelow: 'lg', cell: (r) => channelsText(r) },
    {
      id: 'enabled',
      header: 'Enabled',
      cell: (r, { tabIndex }) => (
        <label className="inline-flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            tabIndex={tabIndex}
            checked={r.enabled}
            disabled={readOnly || toggling === r.id}
            title={readOnly ? 'Changing rules is not part of your role' : undefined}
            onChange={(e) => onToggle(r, e.target.checked)}
            aria-label={`Enabled: ${r.name}`}
            className="size-4 accent-indigo-600"
          />
          <span aria-hidden="true">{r.enabled ? 'On' : 'Off'}</span>
        </label>
      ),
    },
  ];
  if (!readOnly)
    columns.push({
      id: 'actions',
      header: 'Actions',
      hideHeader: true,
      phone: 'bare',
      cell: (r, { tabIndex }) => (
        <span className="flex justify-end gap-2">
          <Link
            to={href('alertRule', { id: r.id })}
            tabIndex={tabIndex}
            aria-label={`Edit ${r.name}`}
            className={buttonClasses({ size: 'sm' })}
          >
            Edit
          </Link>
          <Button
            size="sm"
            variant="ghost"
            tabIndex={tabIndex}
            aria-label={`Delete ${r.name}`}
            onClick={() => onDelete(r)}
          >
            Delete
          </Button>
        </span>
      ),
    });
  return (
    <DataTable
      label="Alert rules"
      columns={columns}
      rows={rules}
      status={status}
      rowFocus
      focusKey={focusKey}
    />
  );
}
