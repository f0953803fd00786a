import { useId, useMemo } from 'react';
import { DefaultZIndexes, usePlotArea, useXAxisScale, useYAxisScale, ZIndexLayer } from 'recharts';
import type { ChartDay } from '../chart-data';
import type { WatchedRate } from '../health';
import { chartColors } from '@/components/charts/chart-theme';

type DotKind = 'warning' | 'critical' | 'plain';

interface Run {
  kind: DotKind;
  points: string[];
}

/**
 * The dots on a rate line: one in the band's colour on each day at warning or worse, a small plain
 * one on every other day of a short range (a lone day is no line). Drawn as SVG markers on a few
 * invisible paths, one per run of days with the same kind of dot, rather than one element per
 * day: a year where every day is flagged was 732 circles, each for React to create and for the
 * browser to style and lay out. Markers paint in path order, so each day's dot still covers the
 * day before's, as separate circles did. Where recharts draws a line's dots: above the lines,
 * clipped to the plot's height.
 */
export function RateDots({
  days,
  rate,
  color,
  everyDay,
}: {
  days: readonly ChartDay[];
  rate: WatchedRate;
  color: string;
  everyDay: boolean;
}) {
  const id = useId();
  const x = useXAxisScale();
  const y = useYAxisScale(rate);
  const area = usePlotArea();
  // Recharts renders its children several times while it sets up: the paths only when the scales change.
  const runs = useMemo(() => x && y && dotRuns(days, rate, everyDay, x, y), [days, rate, everyDay, x, y]);
  if (!runs?.length || !area) return null;

  const marker = (kind: DotKind) => `${id}-${kind}`;
  return (
    <ZIndexLayer zIndex={DefaultZIndexes.scatter}>
      <g aria-hidden="true" clipPath={`url(#${id}-clip)`}>
        <defs>
          <clipPath id={`${id}-clip`}>
            <rect x={area.x - area.width / 2} y={area.y} width={area.width * 2} height={area.height} />
          </clipPath>
          <DotMarker id={marker('critical')} r={4} fill={chartColors.critical} ring />
          <DotMarker id={marker('warning')} r={4} fill={chartColors.warning} ring />
          <DotMarker id={marker('plain')} r={2.5} fill={color} />
        </defs>
        {runs.map((run, i) => (
          <path
            key={i}
            // The last point again: every real point is then a start or a middle vertex, so a run
            // of one day gets its dot once (and markerEnd is never needed).
            d={`M${run.points.join('L')}L${run.points.at(-1)}`}
            fill="none"
            stroke="none"
            markerStart={`url(#${marker(run.kind)})`}
            markerMid={`url(#${marker(run.kind)})`}
          />
        ))}
      </g>
    </ZIndexLayer>
  );
}

type Scale = NonNullable<ReturnType<typeof useXAxisScale>>;

/** The days' dots, grouped into runs of the same kind, each point as "x,y". */
function dotRuns(days: readonly ChartDay[], rate: WatchedRate, everyDay: boolean, x: Scale, y: Scale) {
  const runs: Run[] = [];
  for (const day of days) {
    const value = day[rate];
    const band = day.health.health[rate].band;
    const kind = band === 'critical' || band === 'warning' ? band : everyDay ? 'plain' : null;
    if (value == null || kind == null) continue;
    const cx = x(day.date, { position: 'middle' });
    const cy = y(value);
    if (cx === undefined || cy === undefined) continue;
    const last = runs.at(-1);
    if (last?.kind === kind) last.points.push(`${cx},${cy}`);
    else runs.push({ kind, points: [`${cx},${cy}`] });
  }
  return runs;
}

function DotMarker({ id, r, fill, ring }: { id: string; r: number; fill: string; ring?: boolean }) {
  return (
    <marker id={id} markerUnits="userSpaceOnUse" overflow="visible" markerWidth={1} markerHeight={1}>
      <circle
        r={r}
        fill={fill}
        stroke={ring ? chartColors.surface : undefined}
        strokeWidth={ring ? 1.5 : undefined}
      />
    </marker>
  );
}
