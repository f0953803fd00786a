/**
 * `npm run bench:dashboard`: the dashboard's own rows of `npm run bench`, alone: it builds the
 * dashboard, checks the first load, brings up the PGlite bench service (its cached history, as
 * `npm run bench` does) and runs Lighthouse and the Chromium scenarios (search, daily chart, memory,
 * import) against it. For a dashboard change, without the service's rows on both engines. Prints
 * the table; exit code 1 when a budget is missed.
 */
import { execFileSync } from 'node:child_process';
import { runBrowserBench } from './browser';
import { firstLoadRow } from './first-load';
import { runLighthouseBench } from './lighthouse';
import { printTable, type BenchRow } from './report';
import { prepareBenchService } from './service/prepare';

execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'error'], {
  stdio: 'inherit',
});
const rows: BenchRow[] = [firstLoadRow('dist')];
try {
  const { service, target } = await prepareBenchService('pglite');
  try {
    console.log('Lighthouse on the built app…');
    rows.push(...(await runLighthouseBench(target)));
    console.log('The dashboard at scale, in Chromium…');
    rows.push(...(await runBrowserBench(target)));
  } finally {
    await service.stop();
  }
} finally {
  printTable(rows);
}
process.exit(rows.some((r) => r.met === false) ? 1 : 0);
