import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { nearMarginPx, useNearViewport } from '@/lib/use-near-viewport';
import type { ChartDay } from '../chart-data';
import type DailyChartsComponent from './daily-charts';
import type { OpenDay } from './day-click';

// Recharts is the page's heaviest dependency: its own chunk, out of the first page load.
let loaded: typeof DailyChartsComponent | undefined;
let loading: Promise<typeof DailyChartsComponent> | undefined;
const loadCharts = () =>
  (loading ??= import('./daily-charts').then(
    (m) => (loaded = m.default),
    (error: unknown) => {
      loading = undefined; // the next attempt may succeed
      throw error;
    },
  ));

/** Starts fetching the chart code while the numbers load, instead of after them. */
export const prefetchCharts = () => void loadCharts().catch(() => {});

/**
 * The charts, with `placeholder` until their code is in and they come near the viewport: on a phone
 * they sit far below the fold, and their render (recharts', hundreds of SVG nodes, one long task)
 * would hold up the cards the reader is looking at. Not React.lazy: a lazy component suspends
 * even when its chunk is already loaded, and React then holds the revealed boundary back for up to
 * 300 ms, which alone broke the 200 ms render budget for the daily chart.
 */
export function LazyDailyCharts({
  days,
  onOpenDay,
  placeholder,
}: {
  days: ChartDay[];
  onOpenDay?: OpenDay | undefined;
  placeholder: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // Already near when it mounts (the usual case on a laptop): known as soon as the page has been
  // laid out, so the charts start then rather than after the observer's first report. Not a layout
  // effect: measuring during the commit would force the whole page's layout into the same task.
  const [nearAtMount, setNearAtMount] = useState(false);
  useEffect(() => {
    if (ref.current && isNear(ref.current)) setNearAtMount(true);
  }, []);
  const near = useNearViewport(ref) || nearAtMount;
  const [Charts, setCharts] = useState(() => loaded);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    if (Charts || !near) return;
    let live = true;
    loadCharts().then(
      (c) => live && setCharts(() => c),
      (e: unknown) => live && setError(e),
    );
    return () => {
      live = false;
    };
  }, [Charts, near]);
  // A chunk that failed to load (a deploy replaced the files) goes to the route's error screen.
  if (error) throw error;
  // The same element while the days stay the same: the observer's late report (and any re-render
  // of the page above) must not run recharts over the whole year again.
  const charts = useMemo(
    () => Charts && <Charts days={days} onOpenDay={onOpenDay} />,
    [Charts, days, onOpenDay],
  );
  return <div ref={ref}>{charts && near ? charts : placeholder}</div>;
}

/** Within useNearViewport's default margin of the viewport. */
function isNear(element: Element) {
  const { top, bottom } = element.getBoundingClientRect();
  return bottom > -nearMarginPx && top < window.innerHeight + nearMarginPx;
}
