/**
 * The dashboard at scale, in Chromium against a running service that already holds the bench data
 * (1M suppressions, a year of daily statistics): search, paging memory, the daily chart and a
 * 100,000-row import. `bench/run.ts` calls `runBrowserBench`; run alone with
 * `BENCH_URL=… BENCH_ADMIN_KEY=… BENCH_STATS_KEY=… npx tsx bench/browser/index.ts [scenario…]`.
 */
import type { BenchRow } from '../report';
import { printTable } from '../report';
import { launchChromium, newContext, signIn } from './chromium';
import { benchDailyChart } from './daily-chart';
import { benchHeap } from './heap';
import { benchImport } from './import-csv';
import { benchSearch } from './search';

export interface BrowserTarget {
  baseUrl: string;
  adminKey: string;
  statsKey: string;
}

// The import last: it adds 100,000 rows the other scenarios would otherwise see.
const scenarios = ['heap', 'search', 'chart', 'import'] as const;
type Scenario = (typeof scenarios)[number];

export async function runBrowserBench(
  target: BrowserTarget,
  only: readonly Scenario[] = scenarios,
): Promise<BenchRow[]> {
  const browser = await launchChromium();
  const rows: BenchRow[] = [];
  try {
    for (const scenario of only) {
      console.log(`dashboard: ${scenario}…`);
      if (scenario === 'chart') {
        rows.push(...(await benchDailyChart(browser, target.baseUrl, target.statsKey)));
        continue;
      }
      if (scenario === 'import') {
        rows.push(...(await benchImport(browser, target.baseUrl, target.adminKey)));
        continue;
      }
      const context = await newContext(browser);
      const page = await context.newPage();
      try {
        if (scenario === 'search') {
          await signIn(page, target.baseUrl, '/suppressions', target.adminKey);
          rows.push(...(await benchSearch(page, target.baseUrl, target.adminKey)));
        } else if (scenario === 'heap') {
          await signIn(page, target.baseUrl, '/suppressions', target.adminKey);
          rows.push(...(await benchHeap(page)));
        }
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const env = (name: string) => {
    const value = process.env[name];
    if (!value) throw new Error(`Set ${name}.`);
    return value;
  };
  const only = process.argv.slice(2) as Scenario[];
  const rows = await runBrowserBench(
    { baseUrl: env('BENCH_URL'), adminKey: env('BENCH_ADMIN_KEY'), statsKey: env('BENCH_STATS_KEY') },
    only.length ? only : scenarios,
  );
  printTable(rows);
  process.exit(rows.every((r) => r.met !== false) ? 0 : 1);
}
