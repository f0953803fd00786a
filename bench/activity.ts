/**
 * `npm run bench:activity`: the activity log's rows of the bench alone, the statistics by mailbox
 * provider and why mail failed (`/stats/bounces`, each `group_by`), on the same 2.5M messages and
 * 10M events, without the suppressions load, Lighthouse or the browser scenarios; on each engine of
 * `BENCH_ENGINES` (default `pglite,postgres`, as `npm run bench`).
 */
import { printTable, type BenchRow } from './report';
import { benchEnginesFromEnv, engineLabel } from './service/bench-store';
import { measureActivity } from './service/measure-activity';
import { measureBounceStats } from './service/measure-bounce-stats';
import { measureProviderStats } from './service/measure-provider-stats';
import { startOnEventHistory } from './service/prepare';

const { engines, pg, unavailable } = benchEnginesFromEnv();
const rows: BenchRow[] = [];
try {
  for (const engine of engines) {
    if (engine === 'postgres' && !pg) continue;
    console.log(`\n== ${engineLabel(engine)} ==`);
    const { service, lastDay } = await startOnEventHistory(engine, pg);
    try {
      console.log('The activity log and its export…');
      rows.push(...(await measureActivity({ ...service, to: lastDay })).map((r) => ({ ...r, engine })));
      console.log('Statistics by mailbox provider…');
      rows.push(...(await measureProviderStats({ ...service, to: lastDay })).map((r) => ({ ...r, engine })));
      console.log('Why mail failed (/stats/bounces, each group_by)…');
      rows.push(...(await measureBounceStats({ ...service, to: lastDay })).map((r) => ({ ...r, engine })));
    } finally {
      await service.stop();
    }
  }
} finally {
  pg?.stop();
}
printTable(rows);
process.exitCode = rows.some((r) => r.met === false) || unavailable !== undefined ? 1 : 0;
