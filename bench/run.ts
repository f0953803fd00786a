/**
 * `npm run bench`: builds the dashboard, checks the first load, then for each engine (PGlite, and
 * PostgreSQL: `BENCH_DATABASE_URL` or a cluster the bench runs itself) brings up ONE bench service
 * (1M suppressions, 10M events) and measures the service against it; on PostgreSQL also two service
 * processes on one database. The dashboard's own measures (Lighthouse, Chromium scenarios, side by
 * side) run once, against the PGlite service. Prints the tables; exit code 1 when a budget is missed.
 * `BENCH_ENGINES=pglite` (or `postgres`) runs one engine.
 */
import { execFileSync } from 'node:child_process';
import { runBrowserBench } from './browser';
import { firstLoadRow } from './first-load';
import { runLighthouseBench } from './lighthouse';
import { printTable, type BenchRow } from './report';
import { benchPostgres, engineLabel, type BenchEngine, type BenchPostgres } from './service/bench-store';
import { measureService } from './service/measure';
import { measureActivity } from './service/measure-activity';
import { measureFilterRemoval } from './service/measure-filter-removal';
import { prepareBenchService } from './service/prepare';
import { measureTwoProcesses } from './service/two-processes';
import { runSideBySide } from './side-by-side';

execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'error'], {
  stdio: 'inherit',
});
const rows: BenchRow[] = [firstLoadRow('dist')];

/** A step that fails (a peer that cannot be fetched, say) is a missed row, not the end of the run. */
async function step(label: string, measure: () => Promise<BenchRow[]>): Promise<BenchRow[]> {
  try {
    return await measure();
  } catch (error) {
    console.error(`${label} failed:`, error);
    return [
      {
        area: 'service',
        measure: label,
        value: `failed: ${(error as Error).message.split('\n')[0]}`,
        budget: '—',
        met: false,
      },
    ];
  }
}

const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres')
  .split(',')
  .map((e) => e.trim()) as BenchEngine[];
let pg: BenchPostgres | undefined;
if (engines.includes('postgres')) {
  const found = benchPostgres();
  if ('unavailable' in found) {
    console.log(`PostgreSQL not measured: ${found.unavailable}`);
    rows.push({
      area: 'service',
      measure: 'PostgreSQL',
      value: `not measured: ${found.unavailable}`,
      budget: '—',
      met: false,
    });
  } else pg = found;
}

try {
  for (const engine of engines) {
    if (engine === 'postgres' && !pg) continue;
    const tagged = (found: BenchRow[]) => found.map((r) => ({ ...r, engine }));
    console.log(`\n== ${engineLabel(engine)} ==`);
    const { service, target, rows: loadRows, lastDay, store } = await prepareBenchService(engine, pg);
    try {
      rows.push(...tagged(loadRows));
      console.log('Measuring the service over HTTP…');
      rows.push(...tagged(await measureService(target)));
      console.log('The activity log and its export…');
      rows.push(...tagged(await measureActivity({ ...target, to: lastDay, memory: () => service.memory() })));
      console.log('Removing a whole filter, and undoing it…');
      rows.push(...tagged(await step('filter removal', () => measureFilterRemoval(target))));
      if (engine === 'postgres') {
        console.log('Two service processes on one database…');
        rows.push(...(await step('two service processes', () => measureTwoProcesses(service, store))));
      }
      if (engine === engines[0]) {
        console.log('Lighthouse on the built app…');
        rows.push(...(await step('Lighthouse', () => runLighthouseBench(target))));
        console.log('The dashboard at scale, in Chromium…');
        rows.push(...(await step('the dashboard in Chromium', () => runBrowserBench(target))));
        console.log('Side by side: the same first-load measures for shadcn-admin…');
        rows.push(...(await step('side by side with shadcn-admin', () => runSideBySide())));
      }
      // Read last, after every benchmark has loaded the service.
      const memory = service.memory();
      rows.push({
        area: 'memory',
        engine,
        measure: 'service resident memory (VmRSS) after all load · peak (VmHWM)',
        value: `${Math.round(memory.rssMb)} MB · peak ${Math.round(memory.hwmMb)} MB`,
        budget: '—',
        met: null,
      });
    } finally {
      await service.stop();
    }
  }
} finally {
  pg?.stop();
  // Printed whatever happened: a run that stops half-way still shows what it measured.
  printTable(rows);
}

process.exit(rows.some((r) => r.met === false) ? 1 : 0);
