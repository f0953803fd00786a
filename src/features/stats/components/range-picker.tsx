import { DayRangeInputs } from '@/components/ui/day-range-inputs';
import { FilterRow } from '@/components/ui/filter-bar';
import { matchPreset, rangePresets, type DayRange, type PresetId } from '../range';
import { ToggleGroup } from './toggle-group';

interface RangePickerProps {
  today: string;
  /** What the URL asks for, valid or not, so the fields show what the person chose. */
  from: string;
  to: string;
  invalid: boolean;
  onChange: (range: DayRange) => void;
}

const utcDay = (label: string) => (
  <>
    {label} <span className="font-normal">(UTC)</span>
  </>
);

/** Presets for the usual questions, and native date fields for any other range. */
export function RangePicker({ today, from, to, invalid, onChange }: RangePickerProps) {
  const presets = rangePresets(today);
  const active = invalid ? undefined : matchPreset({ from, to }, presets)?.id;
  return (
    <FilterRow>
      <ToggleGroup<PresetId>
        label="Range presets"
        options={presets.map((p) => ({ value: p.id, label: p.label }))}
        value={active}
        onChange={(id) => {
          const preset = presets.find((p) => p.id === id)!;
          onChange({ from: preset.from, to: preset.to });
        }}
      />
      {/* On a phone the two days wrap under each other rather than push the card wider. */}
      <div className="flex flex-wrap items-start gap-2">
        <DayRangeInputs
          labels={[utcDay('From'), utcDay('To')]}
          from={from}
          to={to}
          onFrom={(d) => onChange({ from: d, to })}
          onTo={(d) => onChange({ from, to: d })}
          max={today}
          required
          invalid={invalid}
          size="sm"
          separator={
            <span aria-hidden="true" className="hidden pt-6 text-zinc-400 sm:block">
              –
            </span>
          }
        />
      </div>
    </FilterRow>
  );
}
