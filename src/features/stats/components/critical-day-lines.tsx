import { useMemo } from 'react';
import { DefaultZIndexes, usePlotArea, useXAxisScale, ZIndexLayer } from 'recharts';
import { chartColors } from '@/components/charts/chart-theme';

/**
 * A dashed vertical line on each critical day, drawn as plain SVG from the chart's x scale: one
 * path for all of them (each line its own subpath, so the dashes start afresh on every one). One
 * `ReferenceLine` per day registers in recharts' store one by one: on a year where every day is
 * critical that alone took seconds; one `<line>` per day was still 366 elements for the browser to
 * style and lay out, twice.
 */
export function CriticalDayLines({ dates }: { dates: readonly string[] }) {
  const x = useXAxisScale();
  const area = usePlotArea();
  // Recharts renders its children several times while it sets up: the path only when the scale changes.
  const d = useMemo(
    () =>
      x && area
        ? dates
            .map((date) => x(date, { position: 'middle' }))
            .filter((px) => px !== undefined)
            .map((px) => `M${px},${area.y}V${area.y + area.height}`)
            .join('')
        : '',
    [dates, x, area],
  );
  if (!d) return null;
  // Above bars and areas (where the day's bar would hide it), below the lines.
  return (
    <ZIndexLayer zIndex={DefaultZIndexes.bar + 1}>
      <path
        aria-hidden="true"
        d={d}
        fill="none"
        stroke={chartColors.critical}
        strokeDasharray="3 3"
        strokeOpacity={0.7}
      />
    </ZIndexLayer>
  );
}
