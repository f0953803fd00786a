import { YAxis } from 'recharts';
import { plainTick } from './plain-tick';

const countTick = plainTick();
// One domain per ticks array: a new domain, like new ticks, is a new axis in recharts' store.
const domains = new WeakMap<number[], [number, number]>();
const domainOf = (ticks: number[]) => {
  const domain = domains.get(ticks) ?? ([0, ticks.at(-1)!] as [number, number]);
  domains.set(ticks, domain);
  return domain;
};

/**
 * The count axis of the daily charts: round `ticks` (countAxisTicks) from 0 to the last, all drawn
 * (`interval={0}`: a handful a chart's height apart never collide, so recharts measures no label in
 * the DOM to check). Called as a function, not mounted as a component, so the chart gets the
 * <YAxis> element itself. `format` should be one function for the chart's life: a new one is a new
 * axis in recharts' store.
 */
export function countAxis(ticks: number[], format: (value: number) => string) {
  return (
    <YAxis
      interval={0}
      ticks={ticks}
      domain={domainOf(ticks)}
      tickFormatter={format}
      tick={countTick}
      tickLine={false}
      axisLine={false}
      width={44}
    />
  );
}
