import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { filterControlClasses, FilterField } from '@/components/ui/filter-bar';
import { FilterSelect } from '@/components/ui/filter-select';
import { idParamSchema } from '@/contract';
import { useExtensionRefused } from '@/lib/capabilities';
import { statsQueries } from '../api/stats-queries';

interface DomainFilterProps {
  /** The URL's domain_id (the page state has dropped one that is no ID). */
  value: number | undefined;
  onChange: (id: number | null) => void;
}

/** Domains by name from the domain list; a numeric ID field when the service has no such list. */
export function DomainFilter({ value: id, onChange }: DomainFilterProps) {
  const { data, isPending, isError } = useQuery(statsQueries.domains());
  const refused = useExtensionRefused('listDomains');

  if (refused || isError) {
    return <DomainIdField value={id} onChange={onChange} listFailed={!refused} />;
  }
  const domains = data ?? [];
  const value = id === undefined ? '' : String(id);
  const known = id === undefined || domains.some((d) => d.id === id);
  return (
    <FilterSelect
      label="Domain"
      size="sm"
      value={value}
      disabled={isPending}
      onChange={(picked) => onChange(picked ? Number(picked) : null)}
      options={[
        { value: '', label: isPending ? 'Loading domains…' : 'All domains' },
        ...domains.map((d) => ({ value: String(d.id), label: d.name })),
        ...(!known && !isPending ? [{ value, label: `Unknown domain (ID ${value})` }] : []),
      ]}
    />
  );
}

/**
 * Fallback for a service without `GET /domains`: the ID, applied on Enter or when leaving the
 * field. Text that is no ID (the service's own rule) stays in the field, marked, and is not applied.
 */
function DomainIdField({ value, onChange, listFailed }: DomainFilterProps & { listFailed: boolean }) {
  const id = useId();
  const text = value === undefined ? '' : String(value);
  const [draft, setDraft] = useState(text);
  const [shown, setShown] = useState(text);
  if (shown !== text) {
    setShown(text);
    setDraft(text);
  }
  const next = draft.trim();
  const parsed = next === '' ? null : idParamSchema.safeParse(next);
  const invalid = parsed !== null && !parsed.success;
  const note = invalid
    ? 'A domain ID is a positive whole number in plain digits.'
    : listFailed
      ? "The domain list couldn't be loaded: enter a domain's numeric ID, or leave empty for all domains."
      : "This service doesn't list domains: enter a domain's numeric ID, or leave empty for all domains.";
  const commit = () => {
    if (invalid || next === text) return;
    onChange(parsed?.success ? parsed.data : null);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    commit();
  };
  return (
    <form onSubmit={onSubmit} aria-label="Domain filter">
      <FilterField htmlFor={id} label="Domain ID">
        <input
          id={id}
          inputMode="numeric"
          placeholder="All domains"
          value={draft}
          aria-invalid={invalid || undefined}
          aria-describedby={`${id}-hint`}
          title={note}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commit}
          className={filterControlClasses('sm', 'w-36 tabular-nums')}
        />
      </FilterField>
      <span id={`${id}-hint`} className="sr-only">
        {note}
      </span>
    </form>
  );
}
