import { DefaultZIndexes, usePlotArea, useYAxisScale, ZIndexLayer } from 'recharts';

/**
 * A rate's warning threshold: a dashed line across the plot in the rate's colour, drawn as plain SVG
 * from its axis' scale. Its label is in the chart's key (WarningKey), not on the plot, where it sat
 * on the data and, on a phone, on the other rate's label. A `ReferenceLine`
 * registers itself in the chart's store again after every render, two store updates that every
 * part of the chart re-checks: for two lines that cost more than drawing them.
 */
export function WarningLine({
  axis,
  value,
  color,
}: {
  /** The y axis the value is on. */
  axis: string;
  value: number;
  color: string;
}) {
  const y = useYAxisScale(axis);
  const area = usePlotArea();
  const at = y?.(value);
  if (!area || at === undefined || !Number.isFinite(at)) return null;
  return (
    /* Under the rate lines, over the critical days' lines. */
    <ZIndexLayer zIndex={DefaultZIndexes.line - 1}>
      <line
        x1={area.x}
        y1={at}
        x2={area.x + area.width}
        y2={at}
        stroke={color}
        strokeDasharray="6 4"
        strokeOpacity={0.8}
        fill="none"
      />
    </ZIndexLayer>
  );
}
