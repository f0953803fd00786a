import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { filterControlClasses, FilterField } from '@/components/ui/filter-bar';
import { FilterSelect } from '@/components/ui/filter-select';
import { useExtensionRefused } from '@/lib/capabilities';
import { statsQueries } from '../api/stats-queries';

interface DomainFilterProps {
  /** The URL's domain_id, as typed. */
  value: string;
  invalid: boolean;
  onChange: (id: string | null) => void;
}

/** Domains by name from the domain list; a numeric ID field when the service has no such list. */
export function DomainFilter({ value, invalid, onChange }: DomainFilterProps) {
  const { data, isPending, isError } = useQuery(statsQueries.domains());
  const refused = useExtensionRefused('listDomains');

  if (refused || isError) {
    return <DomainIdField value={value} invalid={invalid} onChange={onChange} listFailed={!refused} />;
  }
  const domains = data ?? [];
  const known = value === '' || domains.some((d) => String(d.id) === value);
  return (
    <FilterSelect
      label="Domain"
      size="sm"
      value={value}
      disabled={isPending}
      onChange={(id) => onChange(id || null)}
      options={[
        { value: '', label: isPending ? 'Loading domains…' : 'All domains' },
        ...domains.map((d) => ({ value: String(d.id), label: d.name })),
        ...(!known && !isPending ? [{ value, label: `Unknown domain (ID ${value})` }] : []),
      ]}
    />
  );
}

/** Fallback for a service without `GET /domains`: the ID, applied on Enter or when leaving the field. */
function DomainIdField({
  value,
  invalid,
  onChange,
  listFailed,
}: DomainFilterProps & { listFailed: boolean }) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }
  const note = listFailed
    ? "The domain list couldn't be loaded: enter a domain's numeric ID, or leave empty for all domains."
    : "This service doesn't list domains: enter a domain's numeric ID, or leave empty for all domains.";
  const commit = () => {
    const next = draft.trim();
    if (next !== value) onChange(next || null);
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
