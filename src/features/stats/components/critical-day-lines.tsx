import { DefaultZIndexes, usePlotArea, useXAxisScale, ZIndexLayer } from 'recharts';
import { chartColors } from './chart-theme';

/**
 * A dashed vertical line on each critical day, drawn as plain SVG from the chart's x scale. One
 * `ReferenceLine` per day registers in recharts' store one by one: on a year where every day is
 * critical that alone took seconds.
 */
export function CriticalDayLines({ dates }: { dates: readonly string[] }) {
  const x = useXAxisScale();
  const area = usePlotArea();
  if (!x || !area || dates.length === 0) return null;
  // Above bars and areas (where the day's bar would hide it), below the lines.
  return (
    <ZIndexLayer zIndex={DefaultZIndexes.bar + 1}>
      <g aria-hidden="true">
        {dates.map((date) => {
          const px = x(date, { position: 'middle' });
          if (px === undefined) return null;
          return (
            <line
              key={date}
              x1={px}
              x2={px}
              y1={area.y}
              y2={area.y + area.height}
              stroke={chartColors.critical}
              strokeDasharray="3 3"
              strokeOpacity={0.7}
            />
          );
        })}
      </g>
    </ZIndexLayer>
  );
}
