import { useMemo } from 'react';
import { DefaultZIndexes, useXAxisScale, useYAxisScale, ZIndexLayer } from 'recharts';
import type { ChartDay } from '../chart-data';
import type { LegendItem } from '@/components/charts/chart-legend';

type Scale = NonNullable<ReturnType<typeof useXAxisScale>>;
type Key = keyof ChartDay & string;

/**
 * Series stacked as stepped areas over a long range, one path each, drawn from the chart's scales.
 * It draws what recharts' `<Area type="step" stackId>` would, but recharts works each point of each
 * stacked area through its store's selectors, and on a year of days that was a good part of the
 * chart's render. A hidden series leaves the stack, and the others close up, as with recharts.
 * The tooltip and the day click read the chart's x axis, so they are unchanged.
 */
export function SteppedAreas<K extends Key>({
  days,
  series,
  hidden,
}: {
  days: readonly ChartDay[];
  series: readonly LegendItem<K>[];
  hidden: ReadonlySet<K>;
}) {
  const x = useXAxisScale();
  const y = useYAxisScale();
  // Recharts renders its children several times while it sets up: the paths only when the scales change.
  const paths = useMemo(
    () => x && y && steppedPaths(days, series, hidden, x, y),
    [days, series, hidden, x, y],
  );
  if (!paths) return null;
  return (
    <ZIndexLayer zIndex={DefaultZIndexes.area}>
      <g className="stepped-areas" aria-hidden="true">
        {paths.map(({ key, color, d }) => (
          <path key={key} data-series={key} d={d} fill={color} stroke="none" />
        ))}
      </g>
    </ZIndexLayer>
  );
}

/** Each shown series' area: its stepped top, then the stepped top of the ones beneath it, backwards. */
export function steppedPaths<K extends Key>(
  days: readonly ChartDay[],
  series: readonly LegendItem<K>[],
  hidden: ReadonlySet<K>,
  x: Scale,
  y: Scale,
) {
  const xs = days.map((d) => x(d.date, { position: 'middle' }));
  if (!xs.length || xs.some((px) => px === undefined)) return null;
  const at = xs as number[];
  let base = days.map(() => 0);
  const paths: { key: K; color: string; d: string }[] = [];
  for (const s of series) {
    if (hidden.has(s.key)) continue;
    const top = days.map((d, i) => base[i]! + Number(d[s.key] ?? 0));
    const upper = top.map((v) => y(v) ?? 0);
    const lower = base.map((v) => y(v) ?? 0);
    paths.push({
      key: s.key,
      color: s.color,
      d: `${step(at, upper)}L${step([...at].reverse(), lower.reverse()).slice(1)}Z`,
    });
    base = top;
  }
  return paths;
}

/** A step line through the points, turning halfway between them (d3's `curveStep`): "M…H…V…". */
function step(xs: readonly number[], ys: readonly number[]) {
  let d = `M${xs[0]},${ys[0]}`;
  for (let i = 1; i < xs.length; i++) d += `H${(xs[i - 1]! + xs[i]!) / 2}V${ys[i]}H${xs[i]}`;
  return d;
}
