import { useQuery } from '@tanstack/react-query';
import { auditActions } from '@/contract';
import { Button } from '@/components/ui/button';
import { inputClasses, Label } from '@/components/ui/field';
import { auditActionLabel } from '@/lib/audit-labels';
import { cn } from '@/lib/cn';
import { keyQueries } from '@/lib/key-list-query';
import { auditFilterDefaults, type AuditFilterState } from '../audit-filters';

const targetTypes = [
  { value: '', label: 'Anything' },
  { value: 'suppression', label: 'Suppressions' },
  { value: 'webhook', label: 'Webhooks' },
  { value: 'key', label: 'API keys' },
];

/** Every filter lives in the URL: a filtered view is a link support can share. */
export function AuditFilterBar({
  filters,
  onChange,
}: {
  filters: AuditFilterState;
  onChange: (patch: Partial<AuditFilterState>) => void;
}) {
  const { data: keys } = useQuery(keyQueries.list());
  const [targetType = '', targetId = ''] = filters.target.split(':');
  const select = cn(inputClasses, 'pr-8');
  return (
    <form
      role="search"
      aria-label="Filter the audit log"
      onSubmit={(e) => e.preventDefault()}
      className="mb-5 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-[repeat(5,minmax(0,1fr))_auto] lg:items-end"
    >
      <div className="flex flex-col gap-1">
        <Label htmlFor="audit-action">Action</Label>
        <select
          id="audit-action"
          className={select}
          value={filters.action}
          onChange={(e) => onChange({ action: e.target.value })}
        >
          <option value="">Any action</option>
          {auditActions.map((a) => (
            <option key={a} value={a}>
              {auditActionLabel(a)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor="audit-key">Key</Label>
        <select
          id="audit-key"
          className={select}
          value={filters.key}
          onChange={(e) => onChange({ key: e.target.value })}
        >
          <option value="">Any key</option>
          {keys?.keys.map((k) => (
            <option key={k.id} value={String(k.id)}>
              {k.name} (…{k.key_hint})
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor="audit-target">Target</Label>
        <div className="flex gap-1.5">
          <select
            id="audit-target"
            className={cn(select, 'min-w-0')}
            value={targetType}
            onChange={(e) => onChange({ target: e.target.value ? `${e.target.value}:${targetId}` : '' })}
          >
            {targetTypes.map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </select>
          {targetType && (
            <input
              aria-label="Target id"
              placeholder="id"
              inputMode="numeric"
              className={cn(inputClasses, 'w-20')}
              value={targetId}
              onChange={(e) => onChange({ target: `${targetType}:${e.target.value.trim()}` })}
            />
          )}
        </div>
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor="audit-from">From (UTC day)</Label>
        <input
          id="audit-from"
          type="date"
          className={inputClasses}
          value={filters.from}
          onChange={(e) => onChange({ from: e.target.value })}
        />
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor="audit-to">To (UTC day)</Label>
        <input
          id="audit-to"
          type="date"
          className={inputClasses}
          value={filters.to}
          onChange={(e) => onChange({ to: e.target.value })}
        />
      </div>
      <Button
        variant="ghost"
        disabled={!Object.values(filters).some(Boolean)}
        onClick={() => onChange(auditFilterDefaults)}
        className="self-end"
      >
        Clear filters
      </Button>
    </form>
  );
}
