import type { BaseTickContentProps } from 'recharts';
import { axisTick } from './chart-theme';

/** Where recharts' <Text> puts a one-line label's baseline for each vertical anchor. */
const baselineShift = { start: '0.71em', middle: '0.355em', end: undefined } as const;

/**
 * An axis' labels as plain SVG text, set as recharts' default label is (11px in `fill`, the same
 * anchors and baseline shift). Recharts' <Text> splits every label into words, and carries the
 * class the axis looks for to read the labels' computed font size back into its own state: a
 * second render of every axis once the chart is drawn. Only for axes whose labels recharts doesn't
 * thin (`interval={0}`): its collision check needs that font size to measure with.
 */
export function plainTick(fill: string = axisTick.fill) {
  return function PlainTick({
    x,
    y,
    payload,
    index,
    textAnchor,
    verticalAnchor,
    tickFormatter,
  }: BaseTickContentProps) {
    return (
      <text
        x={x}
        y={y}
        dy={baselineShift[verticalAnchor]}
        textAnchor={textAnchor}
        fill={fill}
        fontSize={axisTick.fontSize}
      >
        {tickFormatter ? tickFormatter(payload.value, index) : payload.value}
      </text>
    );
  };
}
