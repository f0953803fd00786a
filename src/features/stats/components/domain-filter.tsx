import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { inputClasses, Label } from '@/components/ui/field';
import { useCapability } from '@/lib/capabilities';
import { cn } from '@/lib/cn';
import { statsQueries } from '../api/stats-queries';

interface DomainFilterProps {
  /** The URL's domain_id, as typed. */
  value: string;
  invalid: boolean;
  onChange: (id: string | null) => void;
}

const labelClasses = 'text-xs text-zinc-500 dark:text-zinc-400';

/** Domains by name from the domain list; a numeric ID field when the service has no such list. */
export function DomainFilter({ value, invalid, onChange }: DomainFilterProps) {
  const id = useId();
  const { data, isPending, isError } = useQuery(statsQueries.domains());
  const offered = useCapability('listDomains');

  if (offered === false || isError) {
    return (
      <DomainIdField value={value} invalid={invalid} onChange={onChange} listFailed={offered !== false} />
    );
  }
  const domains = data ?? [];
  const known = value === '' || domains.some((d) => String(d.id) === value);
  return (
    <div className="flex flex-col gap-1">
      <Label htmlFor={id} className={labelClasses}>
        Domain
      </Label>
      <select
        id={id}
        value={value}
        disabled={isPending}
        onChange={(event) => onChange(event.target.value || null)}
        className={cn(inputClasses, 'h-8 w-auto min-w-48 py-0 pr-8 pl-2')}
      >
        <option value="">{isPending ? 'Loading domains…' : 'All domains'}</option>
        {domains.map((d) => (
          <option key={d.id} value={String(d.id)}>
            {d.name}
          </option>
        ))}
        {!known && !isPending && <option value={value}>Unknown domain (ID {value})</option>}
      </select>
    </div>
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
    <form onSubmit={onSubmit} className="flex flex-col gap-1" aria-label="Domain filter">
      <Label htmlFor={id} className={labelClasses}>
        Domain ID
      </Label>
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
        className={cn(inputClasses, 'h-8 w-36 px-2 tabular-nums')}
      />
      <span id={`${id}-hint`} className="sr-only">
        {note}
      </span>
    </form>
  );
}
