/**
 * `npm run bench:activity`: the activity log's rows of the bench alone, on the same 2.5M messages
 * and 10M events, without the suppressions load, Lighthouse or the browser scenarios.
 */
import { printTable } from './report';
import { measureActivity } from './service/measure-activity';
import { startOnEventHistory } from './service/prepare';

const { service, lastDay } = await startOnEventHistory();
try {
  console.log('The activity log and its export…');
  const rows = await measureActivity({ ...service, to: lastDay });
  printTable(rows);
  process.exitCode = rows.some((r) => r.met === false) ? 1 : 0;
} finally {
  await service.stop();
}
