import { CartesianGrid, type CartesianGridProps } from 'recharts';
import { chartColors } from './chart-theme';

type RowsGenerator = NonNullable<CartesianGridProps['horizontalCoordinatesGenerator']>;

/**
 * A line at each tick of the y axis, plus the plot's top and bottom edges: what recharts' own
 * generator draws, read straight off the axis scale. Recharts' generator runs the axis' label
 * collision check first, measuring every label in the DOM, and does the same for the x axis even
 * with the vertical lines off: on a year of days that was a few dozen forced layouts per chart.
 */
const rows: RowsGenerator = ({ yAxis, offset }) => {
  const ys: number[] = [];
  const scale = yAxis?.scale;
  if (scale) {
    for (const tick of yAxis.ticks ?? yAxis.niceTicks ?? []) {
      const y = scale.map(tick);
      if (y !== undefined && Number.isFinite(y)) ys.push(y);
    }
  }
  const edges = [offset.top, offset.top + offset.height].filter((edge) => !ys.includes(edge));
  return [...ys, ...edges];
};

const noColumns = () => [];

/** The charts' background grid: horizontal lines only. */
export function ChartGrid() {
  return (
    <CartesianGrid
      vertical={false}
      stroke={chartColors.grid}
      horizontalCoordinatesGenerator={rows}
      verticalCoordinatesGenerator={noColumns}
    />
  );
}
