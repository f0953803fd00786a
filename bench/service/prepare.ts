/**
 * Brings up the one bench service: 10M events (built once, cached under bench/.work), then 1M
 * suppressions loaded through the batch endpoint on every run (that load is itself a measure).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { BenchRow } from '../report';
import { broadSearches, distinctSearches, generateSuppressions, realisticSearches } from './addresses';
import { startBenchService, type RunningService } from './bench-service';
import { engineLabel, type BenchEngine, type BenchPostgres, type BenchStore } from './bench-store';
import { eventsLayout, loadEvents, type EventsMeta } from './load-events';
import { loadThroughBatchEndpoint, spreadCreatedAt } from './load-suppressions';
import type { ServiceBenchTarget } from './measure';

const work = fileURLToPath(new URL('../.work/', import.meta.url));

const log = (s: string) => console.log(s);

/** The cached event history of one engine and the fresh copy each run works on. */
interface BenchSite {
  engine: BenchEngine;
  base: BenchStore;
  run: BenchStore;
  metaFile: string;
  baseExists(): Promise<boolean>;
  /** Empties the base before a load. */
  resetBase(): Promise<void>;
  /** Replaces the run's store with a copy of the base. */
  copyBaseToRun(): Promise<void>;
}

function siteFor(engine: BenchEngine, pg?: BenchPostgres): BenchSite {
  if (engine === 'pglite') {
    const baseDir = `${work}base-events`;
    const runDir = `${work}run`;
    return {
      engine,
      base: { engine, dataDir: baseDir },
      run: { engine, dataDir: runDir },
      metaFile: `${work}base-events.json`,
      baseExists: async () => existsSync(baseDir),
      resetBase: async () => rmSync(baseDir, { recursive: true, force: true }),
      copyBaseToRun: async () => {
        rmSync(runDir, { recursive: true, force: true });
        execFileSync('cp', ['-a', '--reflink=auto', baseDir, runDir]);
      },
    };
  }
  if (!pg) throw new Error('the PostgreSQL bench needs a server');
  const [base, run] = ['relaydesk_bench_base', 'relaydesk_bench_run'];
  return {
    engine,
    base: { engine, dataDir: '', databaseUrl: pg.urlOf(base) },
    run: { engine, dataDir: '', databaseUrl: pg.urlOf(run) },
    metaFile: `${work}base-events-postgres.json`,
    baseExists: () => pg.databaseExists(base),
    resetBase: () => pg.copyDatabase('template0', base),
    copyBaseToRun: () => pg.copyDatabase(base, run),
  };
}

async function ensureEventsBase(site: BenchSite): Promise<EventsMeta> {
  const cached = existsSync(site.metaFile)
    ? (JSON.parse(readFileSync(site.metaFile, 'utf8')) as Partial<EventsMeta>)
    : undefined;
  if (cached?.layout === eventsLayout && (await site.baseExists())) return cached as EventsMeta;
  if (cached) log('The cached event history was built by an older loader: building it again.');
  log(`Building the cached event history in ${engineLabel(site.engine)} (first run only, minutes)…`);
  mkdirSync(work, { recursive: true });
  await site.resetBase();
  const started = performance.now();
  const meta = await loadEvents(site.base, new Date(), log);
  writeFileSync(site.metaFile, JSON.stringify(meta, null, 2));
  log(`  done in ${Math.round((performance.now() - started) / 1000)} s`);
  return meta;
}

export interface PreparedService {
  service: RunningService;
  target: ServiceBenchTarget;
  rows: BenchRow[];
  /** The last day of the event history. */
  lastDay: string;
  /** Where the service's data is (a second process opens the same PostgreSQL database). */
  store: BenchStore;
}

/** A fresh copy of one engine's event history, for a bench that opens the store itself. */
export async function copyOfEventHistory(engine: BenchEngine = 'pglite', pg?: BenchPostgres) {
  const site = siteFor(engine, pg);
  const events = await ensureEventsBase(site);
  log('Copying the event history into a fresh store…');
  await site.copyBaseToRun();
  return { store: site.run, events };
}

/** A service on a fresh copy of the event history alone (no suppressions): the activity bench. */
export async function startOnEventHistory(engine: BenchEngine = 'pglite', pg?: BenchPostgres) {
  const { store, events } = await copyOfEventHistory(engine, pg);
  return { service: await startBenchService(store), lastDay: events.to };
}

export async function prepareBenchService(
  engine: BenchEngine = 'pglite',
  pg?: BenchPostgres,
): Promise<PreparedService> {
  const site = siteFor(engine, pg);
  const events = await ensureEventsBase(site);
  log(`Copying the event history into a fresh store (${engineLabel(engine)})…`);
  await site.copyBaseToRun();

  const { rows: suppressions, companies } = generateSuppressions();
  log(`Loading ${suppressions.length.toLocaleString('en')} suppressions through POST /suppressions/batch…`);
  let service = await startBenchService(site.run);
  const load = await loadThroughBatchEndpoint(service, suppressions, log).finally(() => service.stop());
  log(`  ${Math.round(load.rowsPerSecond)} rows/s`);
  const until = new Date();
  await spreadCreatedAt(site.run, until);
  service = await startBenchService(site.run, { keys: { admin: service.adminKey, stats: service.statsKey } });

  const emails = suppressions.map((s) => s.email).sort();
  const target: ServiceBenchTarget = {
    baseUrl: service.baseUrl,
    adminKey: service.adminKey,
    statsKey: service.statsKey,
    stats: {
      from: new Date(Date.parse(events.to) - 365 * 86_400_000).toISOString().slice(0, 10),
      to: events.to,
      domainId: events.domainIds[0]!,
    },
    searches: realisticSearches(suppressions, companies),
    broadSearches,
    distinct: distinctSearches(suppressions, companies),
    cpuMs: () => service.cpuMs(),
    ownerToken: () => service.ownerToken(),
    middle: {
      createdAt: new Date(until.getTime() - 365 * 86_400_000).toISOString(),
      email: emails[emails.length >> 1]!,
    },
  };
  const rows: BenchRow[] = [
    {
      area: 'service',
      measure: `load ${load.rows.toLocaleString('en')} suppressions via POST /suppressions/batch (1000 a request)`,
      value: `${Math.round(load.rowsPerSecond).toLocaleString('en')} rows/s (${Math.round(load.seconds)} s)`,
      budget: '—',
      met: null,
    },
    {
      area: 'service',
      measure: 'data behind the measures',
      value: `${load.rows.toLocaleString('en')} suppressions, ${events.events.toLocaleString('en')} events, ${events.messages.toLocaleString('en')} messages, ${events.from} … ${events.to}`,
      budget: '—',
      met: null,
    },
  ];
  return { service, target, rows, lastDay: events.to, store: site.run };
}
