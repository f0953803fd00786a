import { FilterSelect } from '@/components/ui/filter-select';
import type { CompareMode } from '../range';

const options = [
  { value: 'previous', label: 'Previous period' },
  { value: 'year', label: 'Same days last year' },
];

/** What the cards' changes are against: the period just before, or the same days a year earlier. */
export function CompareChoice({
  value,
  onChange,
}: {
  value: CompareMode;
  onChange: (mode: CompareMode) => void;
}) {
  return (
    <FilterSelect
      label="Compare with"
      size="sm"
      value={value}
      onChange={(mode) => onChange(mode === 'year' ? 'year' : 'previous')}
      options={options}
    />
  );
}
