import { useQuery } from '@tanstack/react-query';
import { FilterSelect } from '@/components/ui/filter-select';
import { useExtension } from '@/lib/capabilities';
import { peopleQueries } from '@/lib/people-queries';

/** Who a person is in the list: their name, or their address before they gave one (an invitation). */
const personLabel = (p: { name: string; email: string }) => p.name || p.email;

/**
 * The Person filter: offered where the service has people (its list answered) and keeps its log's
 * `person_id`; a person no longer listed (removed) stays selectable by id from a shared link.
 */
export function PersonFilter({
  value,
  onChange,
}: {
  value: number | undefined;
  onChange: (person: number | null) => void;
}) {
  const { data } = useQuery(peopleQueries.list());
  const filterable = useExtension('listAuditLog.person_id', 'try');
  if (!filterable || (!data && value === undefined)) return null;
  const people = data?.people ?? [];
  const listed = value === undefined || people.some((p) => p.id === value);
  return (
    <FilterSelect
      id="audit-person"
      label="Person"
      // Long names and addresses would widen the box and squeeze the search beside it.
      selectClassName="max-w-48"
      value={value === undefined ? '' : String(value)}
      onChange={(person) => onChange(person ? Number(person) : null)}
      options={[
        { value: '', label: 'Anyone' },
        ...people.map((p) => ({ value: String(p.id), label: personLabel(p) })),
        ...(listed ? [] : [{ value: String(value), label: `Person ${value}` }]),
      ]}
    />
  );
}
