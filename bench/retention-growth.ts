/**
 * `npm run bench:retention`: does PGlite's data directory stop growing under steady traffic once
 * RETENTION_DAYS prunes? Simulated days, each adding the same mail (messages and their events) and
 * then running the service's retention job to the end of its pass, which vacuums on PGlite. A
 * control run prunes the same rows without the vacuum. Prints the directory's size day by day.
 */
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { testConfig } from '../server/config';
import type { ServiceContext } from '../server/context';
import { pruneExpiredMessages } from '../server/delivery/message-retention';
import { openDb, type Db } from '../server/store/db';
import { migrate } from '../server/store/migrate';
import { pruneMessages } from '../server/store/repos/retention-repo';
import { testServiceContext } from '../server/test/service-context';

const retentionDays = 7;
const days = 28;
const perDay = 10_000;
const work = fileURLToPath(new URL('./.work/retention/', import.meta.url));

const sizeMb = (dir: string): number =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' }).reduce((sum, f) => {
    const s = statSync(join(dir, f));
    return s.isFile() ? sum + s.size : sum;
  }, 0) /
  1024 /
  1024;

async function addDay(db: Db, dayStart: Date, day: number) {
  await db.query(
    `INSERT INTO messages (id, to_email, from_email, subject, status, created_at, scenario, step)
     SELECT md5('r' || $2 || '-' || i)::uuid, 'customer' || i || '@example.com', 'n@example.com',
            'Your order #' || i, 'delivered', $1::timestamptz + i * interval '8 seconds', 'deliver', 3
     FROM generate_series(1, $3::int) AS i`,
    [dayStart.toISOString(), day, perDay],
  );
  await db.query(
    `INSERT INTO message_events (message_id, type, occurred_at, attrs)
     SELECT md5('r' || $2 || '-' || i)::uuid, t, $1::timestamptz + i * interval '8 seconds', '{}'::jsonb
     FROM generate_series(1, $3::int) AS i, unnest(ARRAY['queued','sent','delivered','opened']) AS t`,
    [dayStart.toISOString(), day, perDay],
  );
}

async function run(label: string, vacuum: boolean) {
  const dir = join(work, label);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const db = await openDb({ dataDir: dir });
  await migrate(db);
  const first = Date.parse('2026-01-01T00:00:00Z');
  let now = new Date(first);
  const clock = () => now;
  const ctx: ServiceContext = testServiceContext(db, testConfig({ RETENTION_DAYS: retentionDays }), clock);
  const sizes: number[] = [];
  for (let day = 0; day < days; day++) {
    await addDay(db, new Date(first + day * 86_400_000), day);
    now = new Date(first + (day + 1) * 86_400_000);
    if (vacuum) while ((await pruneExpiredMessages(ctx, { pauseMs: 0 })) > 0);
    else {
      const before = new Date(now.getTime() - retentionDays * 86_400_000);
      while ((await pruneMessages(db, before, 1000)) > 0);
    }
    await db.query('CHECKPOINT');
    sizes.push(sizeMb(dir));
  }
  await db.close();
  rmSync(dir, { recursive: true, force: true });
  return sizes;
}

const withVacuum = await run('service', true);
const control = await run('control', false);
console.log(
  `\nPGlite data directory (MB) after each simulated day: ${perDay.toLocaleString('en')} messages and ` +
    `${(perDay * 4).toLocaleString('en')} events a day, RETENTION_DAYS=${retentionDays}\n`,
);
console.log('| day | retention job (prunes, then VACUUM) | prune without VACUUM |\n|---|---|---|');
for (let d = 0; d < days; d++)
  if (d < 3 || (d + 1) % 7 === 0 || d === retentionDays)
    console.log(`| ${d + 1} | ${withVacuum[d]!.toFixed(0)} | ${control[d]!.toFixed(0)} |`);
const steady = withVacuum.slice(retentionDays + 1);
const growth = steady.at(-1)! - steady[0]!;
console.log(
  `\nFrom day ${retentionDays + 2} to day ${days}: ${growth >= 0 ? '+' : ''}${growth.toFixed(0)} MB with the retention job, ` +
    `${(control.at(-1)! - control[retentionDays + 1]!).toFixed(0)} MB without its VACUUM.`,
);
