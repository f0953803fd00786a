/**
 * `npm run bench`: builds the dashboard, checks the first load, brings up ONE bench service (dashboard
 * on, 1M suppressions, 10M events) and runs every benchmark against it, then prints one table.
 * Exit code 1 when any budget is missed.
 */
import { execFileSync } from 'node:child_process';
import { measureFirstLoad } from './first-load';
import { printTable, type BenchRow } from './report';
import { measureService } from './service/measure';
import { prepareBenchService } from './service/prepare';

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

const { service, target, rows: loadRows } = await prepareBenchService();
try {
  rows.push(...loadRows);
  console.log('Measuring the service over HTTP…');
  rows.push(...(await measureService(target)));

  // ── Other benchmarks plug in HERE, against the same loaded service (wired in by the lead) ──
  // rows.push(...(await runBrowserBench(target))); // bench/browser/index.ts
  // rows.push(...(await runSideBySide())); // bench/side-by-side.ts
  // ─────────────────────────────────────────────────────────────────────────────────────────

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
