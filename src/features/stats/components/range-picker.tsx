import { useId, useState } from 'react';
import { inputClasses, Label } from '@/components/ui/field';
import { cn } from '@/lib/cn';
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

/** Presets for the usual questions, and native date fields for any other range. */
export function RangePicker({ today, from, to, invalid, onChange }: RangePickerProps) {
  const presets = rangePresets(today);
  const active = invalid ? undefined : matchPreset({ from, to }, presets)?.id;
  return (
    <div className="flex flex-wrap items-end gap-3">
      <ToggleGroup<PresetId>
        label="Range presets"
        options={presets.map((p) => ({ value: p.id, label: p.label }))}
        value={active}
        onChange={(id) => {
          const preset = presets.find((p) => p.id === id)!;
          onChange({ from: preset.from, to: preset.to });
        }}
      />
      <div className="flex items-end gap-2">
        <DayField
          label="From"
          value={from}
          max={today}
          invalid={invalid}
          onCommit={(d) => onChange({ from: d, to })}
        />
        <span aria-hidden="true" className="pb-2 text-zinc-400">
          –
        </span>
        <DayField
          label="To"
          value={to}
          max={today}
          invalid={invalid}
          onCommit={(d) => onChange({ from, to: d })}
        />
      </div>
    </div>
  );
}

/**
 * Native date input. While a person types a year digit by digit the browser reports 0002, 0020,
 * 0202…: those stay a draft here, and only a plausible day reaches the URL (and the service).
 */
function DayField({
  label,
  value,
  max,
  invalid,
  onCommit,
}: {
  label: string;
  value: string;
  max: string;
  invalid: boolean;
  onCommit: (day: string) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    // The URL moved (a preset, back button): the field follows it.
    setShown(value);
    setDraft(value);
  }
  return (
    <div className="flex flex-col gap-1">
      <Label htmlFor={id} className="text-xs text-zinc-500 dark:text-zinc-400">
        {label} <span className="font-normal">(UTC)</span>
      </Label>
      <input
        id={id}
        type="date"
        value={draft}
        max={max}
        aria-invalid={invalid || undefined}
        onChange={(event) => {
          const next = event.target.value;
          setDraft(next);
          if (next >= '2000-01-01' && next !== value) onCommit(next);
        }}
        onBlur={() => setDraft(value)}
        className={cn(inputClasses, 'h-8 w-[9.5rem] px-2 tabular-nums')}
      />
    </div>
  );
}
