import { bounceClasses, bounceSides, type BounceClass, type BounceSide } from '@/contract';
import { Button } from '@/components/ui/button';
import { FilterSelect, filterOptions } from '@/components/ui/filter-select';
import { bounceClassLabels, bounceSideLabels } from '@/lib/labels/bounce-labels';
import type { BounceFilterSupport, ListView } from '../lib/list-view';

type Patch = Partial<{ bounce_class: BounceClass[] | null; bounce_side: BounceSide[] | null; reason: null }>;

/** A select's choice as a one-value list ('' or anything unknown: none). */
const asList = <T extends string>(known: readonly T[], value: string) => {
  const one = known.find((k) => k === value);
  return one ? [one] : null;
};

/** The two things a causing reply says, each a select of one value: "Failure side", "Failure class". */
const axes = [
  {
    noun: 'side',
    offered: 'bySide',
    current: (view: ListView) => view.bounce_side[0],
    patch: (value: string): Patch => ({ bounce_side: asList(bounceSides, value) }),
    options: filterOptions('Any side', bounceSides, bounceSideLabels),
  },
  {
    noun: 'class',
    offered: 'byClass',
    current: (view: ListView) => view.bounce_class[0],
    patch: (value: string): Patch => ({ bounce_class: asList(bounceClasses, value) }),
    options: filterOptions('Any class', bounceClasses, bounceClassLabels),
  },
] as const;

/**
 * Whose fault the causing reply says it was (automatic suppressions only): side and class, and one
 * click to "sender-side bounces", the addresses that are probably fine. Each control is shown until
 * the service is known not to filter by it. A hand-edited multi-value link shows as its first value.
 */
export function BounceFilter({
  view,
  support,
  onChange,
}: {
  view: ListView;
  support: BounceFilterSupport;
  onChange: (patch: Patch) => void;
}) {
  if (!support.byClass && !support.bySide) return null;
  const senderSide = view.bounce_side.length === 1 && view.bounce_side[0] === 'sender';
  return (
    <div className="flex flex-wrap items-end gap-2">
      {axes.map(
        (axis) =>
          support[axis.offered] && (
            <FilterSelect
              key={axis.noun}
              id={`suppressions-bounce-${axis.noun}`}
              label={`Failure ${axis.noun}`}
              size="sm"
              value={axis.current(view) ?? ''}
              onChange={(value) => onChange(axis.patch(value))}
              options={axis.options}
            />
          ),
      )}
      {support.bySide && (
        <Button
          size="sm"
          aria-pressed={senderSide}
          onClick={() =>
            senderSide
              ? onChange({ bounce_side: null })
              : onChange({ bounce_side: ['sender'], bounce_class: null, reason: null })
          }
        >
          Sender-side bounces (probably fine addresses)
        </Button>
      )}
    </div>
  );
}
