import { DefaultZIndexes, usePlotArea, useYAxisScale, ZIndexLayer } from 'recharts';

/** Recharts' gap between a label and the line it labels. */
const labelOffset = 5;

/**
 * A rate's warning threshold: a dashed line across the plot in the rate's colour, labelled inside
 * the top corner on its axis' side, drawn as plain SVG from that axis' scale (the way a recharts
 * `ReferenceLine` with an `insideTopLeft`/`insideTopRight` label draws it). A `ReferenceLine`
 * registers itself in the chart's store again after every render, two store updates that every
 * part of the chart re-checks: for two lines that cost more than drawing them.
 */
export function WarningLine({
  axis,
  side,
  value,
  color,
  label,
}: {
  /** The y axis the value is on. */
  axis: string;
  side: 'left' | 'right';
  value: number;
  color: string;
  label: string;
}) {
  const y = useYAxisScale(axis);
  const area = usePlotArea();
  const at = y?.(value);
  if (!area || at === undefined || !Number.isFinite(at)) return null;
  const [from, to] = side === 'left' ? [area.x, area.x + area.width] : [area.x + area.width, area.x];
  return (
    <>
      {/* Under the rate lines, over the critical days' lines. */}
      <ZIndexLayer zIndex={DefaultZIndexes.line - 1}>
        <line
          x1={from}
          y1={at}
          x2={to}
          y2={at}
          stroke={color}
          strokeDasharray="6 4"
          strokeOpacity={0.8}
          fill="none"
        />
      </ZIndexLayer>
      <ZIndexLayer zIndex={DefaultZIndexes.label}>
        <text
          x={from + (side === 'left' ? labelOffset : -labelOffset)}
          y={at + labelOffset}
          // The top of the text at `y`, as recharts' verticalAnchor="start".
          dy="0.71em"
          textAnchor={side === 'left' ? 'start' : 'end'}
          fill={color}
          fontSize={11}
        >
          {label}
        </text>
      </ZIndexLayer>
    </>
  );
}
