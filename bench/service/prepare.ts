/**
 * Brings up the one bench service: 10M events (built once, cached under bench/.work), then 1M
 * suppressions loaded through the batch endpoint on every run (that load is itself a measure).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { BenchRow } from '../report';
import { broadSearches, generateSuppressions, realisticSearches } from './addresses';
import { startBenchService, type RunningService } from './bench-service';
import { loadEvents, type EventsMeta } from './load-events';
import { loadThroughBatchEndpoint, spreadCreatedAt } from './load-suppressions';
import type { ServiceBenchTarget } from './measure';

const work = fileURLToPath(new URL('../.work/', import.meta.url));
const baseDir = `${work}base-events`;
const baseMeta = `${work}base-events.json`;
const runDir = `${work}run`;

const log = (s: string) => console.log(s);

export async function ensureEventsBase(): Promise<EventsMeta> {
  if (existsSync(baseMeta)) return JSON.parse(readFileSync(baseMeta, 'utf8')) as EventsMeta;
  log('Building the cached event history (first run only, ~6 minutes on 2 cores)…');
  rmSync(baseDir, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  const started = performance.now();
  const meta = await loadEvents(baseDir, new Date(), log);
  writeFileSync(baseMeta, JSON.stringify(meta, null, 2));
  log(`  done in ${Math.round((performance.now() - started) / 1000)} s`);
  return meta;
}

export interface PreparedService {
  service: RunningService;
  target: ServiceBenchTarget;
  rows: BenchRow[];
  /** The last day of the event history. */
  lastDay: string;
}

/** A service on a fresh copy of the event history alone (no suppressions): the activity bench. */
export async function startOnEventHistory() {
  const events = await ensureEventsBase();
  log('Copying the event history into a fresh data directory…');
  rmSync(runDir, { recursive: true, force: true });
  execFileSync('cp', ['-a', '--reflink=auto', baseDir, runDir]);
  return { service: await startBenchService(runDir), lastDay: events.to };
}

export async function prepareBenchService(): Promise<PreparedService> {
  const events = await ensureEventsBase();
  log('Copying the event history into a fresh data directory…');
  rmSync(runDir, { recursive: true, force: true });
  execFileSync('cp', ['-a', '--reflink=auto', baseDir, runDir]);

  const { rows: suppressions, companies } = generateSuppressions();
  log(`Loading ${suppressions.length.toLocaleString('en')} suppressions through POST /suppressions/batch…`);
  let service = await startBenchService(runDir);
  const load = await loadThroughBatchEndpoint(service, suppressions, log).finally(() => service.stop());
  log(`  ${Math.round(load.rowsPerSecond)} rows/s`);
  const until = new Date();
  await spreadCreatedAt(runDir, until);
  service = await startBenchService(runDir, { admin: service.adminKey, stats: service.statsKey });

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
    cpuMs: () => service.cpuMs(),
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
  return { service, target, rows, lastDay: events.to };
}
