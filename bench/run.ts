/**
 * `npm run bench`: builds the dashboard, checks the first load, brings up ONE bench service (dashboard
 * on, 1M suppressions, 10M events) and runs every benchmark against it, then prints one table.
 * Exit code 1 when any budget is missed.
 */
import { execFileSync } from 'node:child_process';
import { runBrowserBench } from './browser';
import { measureFirstLoad } from './first-load';
import { runLighthouseBench } from './lighthouse';
import { printTable, type BenchRow } from './report';
import { measureService } from './service/measure';
import { measureActivity } from './service/measure-activity';
import { prepareBenchService } from './service/prepare';
import { runSideBySide } from './side-by-side';

const firstLoadBudgetKb = 150;

execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'error'], {
  stdio: 'inherit',
});
const firstLoad = measureFirstLoad('dist');
const kb = firstLoad.jsGzip / 1024;
const rows: BenchRow[] = [
  {
    area: 'first load',
    measure: 'first-load JS: the entry chunk and its static imports (gzip)',
    value: `${kb.toFixed(1)} KB`,
    budget: `≤ ${firstLoadBudgetKb} KB`,
    met: kb <= firstLoadBudgetKb,
  },
];

const { service, target, rows: loadRows, lastDay } = await prepareBenchService();
try {
  rows.push(...loadRows);
  console.log('Measuring the service over HTTP…');
  rows.push(...(await measureService(target)));
  console.log('The activity log and its export…');
  rows.push(...(await measureActivity({ ...target, to: lastDay, memory: () => service.memory() })));

  console.log('Lighthouse on the built app…');
  rows.push(...(await runLighthouseBench(target)));
  console.log('The dashboard at scale, in Chromium…');
  rows.push(...(await runBrowserBench(target)));
  console.log('Side by side: the same first-load measures for shadcn-admin…');
  rows.push(...(await runSideBySide()));

  // Read last, after every benchmark has loaded the service.
  const memory = service.memory();
  rows.push({
    area: 'memory',
    measure: 'service resident memory (VmRSS) after all load · peak (VmHWM)',
    value: `${Math.round(memory.rssMb)} MB · peak ${Math.round(memory.hwmMb)} MB`,
    budget: '—',
    met: null,
  });
} finally {
  await service.stop();
}

printTable(rows);
process.exit(rows.some((r) => r.met === false) ? 1 : 0);
