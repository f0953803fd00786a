import type { Browser } from '@playwright/test';
import { ms, percentile, type BenchRow } from '../report';
import { newContext, signIn } from './chromium';

export const chartBudgetMs = 200;
/** How long one opening of the charts may take before the step gives up. */
const paintLimitMs = 60_000;
const runs = 5;

export interface ChartTiming {
  /** From the moment both the days and the chart code are in the browser to the painted chart. */
  render: number;
  /** From the start of navigation to the painted chart: what someone opening the link waits. */
  fromNavigation: number;
}

/**
 * The daily charts for 366 days, opened from a link (`/stats?from=…&to=…`), `runs` times. Timed
 * in the page: the `/stats/daily` response and the last script chunk from Resource Timing, the
 * painted chart from a MutationObserver (every series of both charts drawn) and the animation
 * frame after it. The charts draw without animation
 * (`isAnimationActive={false}`), so that frame is what users see.
 */
export async function benchDailyChart(
  browser: Browser,
  baseUrl: string,
  statsKey: string,
): Promise<BenchRow[]> {
  const to = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.parse(to) - 365 * 86_400_000).toISOString().slice(0, 10);
  const context = await newContext(browser);
  await context.addInitScript(watchChart);
  const page = await context.newPage();
  const timings: ChartTiming[] = [];
  try {
    await signIn(page, baseUrl, '/stats', statsKey);
    for (let i = 0; i < runs; i++) {
      await page.goto(`${baseUrl}/stats?from=${from}&to=${to}`);
      // A chart that never paints fails this step (a missed row) instead of holding the run forever.
      const t = await page.evaluate(
        (limit) =>
          Promise.race([
            (window as unknown as { benchChart: Promise<ChartTiming> }).benchChart,
            new Promise<never>((_, reject) =>
              setTimeout(() => reject(new Error(`the charts did not paint within ${limit} ms`)), limit),
            ),
          ]),
        paintLimitMs,
      );
      await page.getByText('366 days, UTC').waitFor();
      console.log(`  daily chart, 366 days: render ${ms(t.render)}, from navigation ${ms(t.fromNavigation)}`);
      timings.push(t);
    }
  } finally {
    await context.close();
  }
  const render = percentile(
    timings.map((t) => t.render),
    50,
  );
  const worst = Math.max(...timings.map((t) => t.render));
  return [
    {
      area: 'dashboard',
      measure: `daily chart, 366 days: data and code in → painted, median of ${runs}`,
      value: ms(render),
      budget: `< ${chartBudgetMs} ms`,
      met: render < chartBudgetMs,
    },
    {
      area: 'dashboard',
      measure: 'daily chart, 366 days: slowest render',
      value: ms(worst),
      budget: '—',
      met: null,
    },
    {
      area: 'dashboard',
      measure: 'daily chart, 366 days: navigation → painted, median',
      value: ms(
        percentile(
          timings.map((t) => t.fromNavigation),
          50,
        ),
      ),
      budget: '—',
      met: null,
    },
  ];
}

/** Init script: resolves `window.benchChart` once the 366-day charts are painted. */
function watchChart() {
  if (!location.pathname.startsWith('/stats')) return;
  (window as unknown as { benchChart: Promise<unknown> }).benchChart = new Promise((resolve) => {
    // Every series drawn: the volume chart's outcomes (a rectangle per day and outcome for short
    // ranges, one stepped area per outcome for long ones) and both rate lines.
    const painted = () => {
      const volume = document.querySelector('svg[aria-label="Daily volume by outcome"]');
      const rates = document.querySelector('svg[aria-label="Daily bounce and complaint rates"]');
      if (!volume || !rates) return false;
      const outcomes =
        volume.querySelectorAll('.stepped-areas path[d]').length === 3 ||
        volume.querySelectorAll('.recharts-bar-rectangle').length >= 366;
      return outcomes && rates.querySelectorAll('path.recharts-line-curve[d]').length === 2;
    };
    const observer = new MutationObserver(() => {
      if (!painted()) return;
      observer.disconnect();
      requestAnimationFrame(() => {
        const now = performance.now();
        const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        const daily = entries.find((e) => e.name.includes('/api/v1/stats/daily'));
        // The last script in: the charts' chunk (and recharts), however the build splits them.
        const code = Math.max(0, ...entries.filter((e) => e.name.endsWith('.js')).map((e) => e.responseEnd));
        const ready = Math.max(daily?.responseEnd ?? now, code);
        resolve({ render: now - ready, fromNavigation: now });
      });
    });
    observer.observe(document, { subtree: true, childList: true, attributes: true });
  });
}
