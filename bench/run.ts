/**
 * `npm run bench`: builds the dashboard and checks what exists so far against its budget.
 * Exit code 1 when a budget is missed. (The service and browser benchmarks of issue 7 join here.)
 */
import { execFileSync } from 'node:child_process';
import { measureFirstLoad } from './first-load';

const budgets = { firstLoadJsGzipKb: 150 };

execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'error'], {
  stdio: 'inherit',
});
const firstLoad = measureFirstLoad('dist');
const kb = firstLoad.jsGzip / 1024;
const rows = [
  [
    'first-load JS (gzip)',
    `${kb.toFixed(1)} KB`,
    `≤ ${budgets.firstLoadJsGzipKb} KB`,
    kb <= budgets.firstLoadJsGzipKb,
  ],
] as const;

console.log(`\n| measure | result | budget | met |\n|---|---|---|---|`);
for (const [name, value, budget, met] of rows)
  console.log(`| ${name} | ${value} | ${budget} | ${met ? 'yes' : 'NO'} |`);
process.exit(rows.every((r) => r[3]) ? 0 : 1);
