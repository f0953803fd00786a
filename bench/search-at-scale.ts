/**
 * `npm run bench:search`: suppression search, each query asked once (never seen, never cached), at
 * 1M and 10M addresses on each engine of `BENCH_ENGINES` (default `pglite,postgres`). Sizes per
 * engine: `BENCH_SEARCH_SIZES_PGLITE` (default 1000000) and `BENCH_SEARCH_SIZES_POSTGRES` (default
 * 1000000,10000000). Each list is loaded once through SQL (the batch endpoint's own load rate is
 * `npm run bench`'s row) and kept under bench/.work (PGlite) or in a database (PostgreSQL).
 * Through the API: the page with its total as served, then the exact count asked for separately.
 *
 * Then, per engine, "load 1M through the API from empty, then search at once": a service started on
 * an empty store, loaded through POST /suppressions/batch (as an import loads), and asked the same
 * distinct searches the moment the load ends, with no restart and no warm-up: the plans' sample has
 * to have followed the list. `BENCH_SEARCH_CASES` (default `kept,api-load`) picks either part.
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { openDb } from '../server/store/db';
import { migrate } from '../server/store/migrate';
import { percentile, printTable, ms, type BenchRow } from './report';
import { distinctSearches, generateSuppressions } from './service/addresses';
import { startBenchService } from './service/bench-service';
import {
  benchPostgres,
  engineLabel,
  type BenchEngine,
  type BenchPostgres,
  type BenchStore,
} from './service/bench-store';
import { loadThroughBatchEndpoint, spreadCreatedAt } from './service/load-suppressions';
import { timedGet } from './service/timing';

const work = fileURLToPath(new URL('./.work/', import.meta.url));
const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres')
  .split(',')
  .map((e) => e.trim()) as BenchEngine[];
const sizesOf = (engine: BenchEngine) =>
  (
    process.env[`BENCH_SEARCH_SIZES_${engine.toUpperCase()}`] ??
    (engine === 'pglite' ? '1000000' : '1000000,10000000')
  )
    .split(',')
    .map(Number);
const budgetFor = (size: number) => (size > 1_000_000 ? 100 : 50);
const apiLoadSize = 1_000_000;
const apiLoadDatabase = 'relaydesk_bench_search_api_load';
const cases = (process.env.BENCH_SEARCH_CASES ?? 'kept,api-load').split(',').map((c) => c.trim());
const label = (n: number) => (n >= 1_000_000 ? `${n / 1_000_000}M` : `${n / 1_000}k`);

async function storeFor(
  engine: BenchEngine,
  size: number,
  pg: BenchPostgres | undefined,
): Promise<{ store: BenchStore; loaded: boolean }> {
  const marker = `${work}search-${engine}-${size}.done`;
  if (engine === 'pglite') {
    const dataDir = `${work}search-${size}`;
    const loaded = existsSync(marker) && existsSync(dataDir);
    if (!loaded) rmSync(dataDir, { recursive: true, force: true });
    return { store: { engine, dataDir }, loaded };
  }
  const name = `relaydesk_bench_search_${size}`;
  const loaded = existsSync(marker) && (await pg!.databaseExists(name));
  if (!loaded) await pg!.copyDatabase('template0', name);
  return { store: { engine, dataDir: '', databaseUrl: pg!.urlOf(name) }, loaded };
}

async function load(store: BenchStore, rows: { email: string; reason: string }[]) {
  const started = performance.now();
  const db = await openDb(store);
  await migrate(db);
  await db.close();
  await spreadCreatedAt(store, new Date(), async (db) => {
    for (let i = 0; i < rows.length; i += 20_000) {
      const chunk = rows.slice(i, i + 20_000);
      await db.query(
        `INSERT INTO suppressions (email, reason) SELECT * FROM unnest($1::text[], $2::text[])`,
        [chunk.map((r) => r.email), chunk.map((r) => r.reason)],
      );
      if ((i + chunk.length) % 1_000_000 === 0) console.log(`  ${label(i + chunk.length)} rows`);
    }
  });
  console.log(`  loaded and indexed in ${Math.round((performance.now() - started) / 1000)} s`);
}

const found = engines.includes('postgres') ? benchPostgres() : undefined;
const pg = found && !('unavailable' in found) ? found : undefined;
if (found && 'unavailable' in found) console.log(`PostgreSQL not measured: ${found.unavailable}`);
mkdirSync(work, { recursive: true });
const rows: BenchRow[] = [];
try {
  const sizes = cases.includes('kept') ? [...new Set(engines.flatMap(sizesOf))] : [];
  for (const size of sizes.sort((a, b) => a - b)) {
    console.log(`\nGenerating ${label(size)} addresses…`);
    const generated = generateSuppressions(size);
    const shapes = distinctSearches(generated.rows, generated.companies);
    for (const engine of engines) {
      if (!sizesOf(engine).includes(size) || (engine === 'postgres' && !pg)) continue;
      console.log(`== ${engineLabel(engine)}, ${label(size)} ==`);
      const { store, loaded } = await storeFor(engine, size, pg);
      if (!loaded) {
        await load(store, generated.rows);
        writeFileSync(`${work}search-${engine}-${size}.done`, new Date().toISOString());
      }
      rows.push(...(await measure(store, size, shapes)).map((r) => ({ ...r, engine })));
    }
  }
  if (cases.includes('api-load')) {
    console.log(`\nGenerating ${label(apiLoadSize)} addresses…`);
    const generated = generateSuppressions(apiLoadSize);
    const shapes = distinctSearches(generated.rows, generated.companies);
    for (const engine of engines) {
      if (engine === 'postgres' && !pg) continue;
      console.log(`== ${engineLabel(engine)}, ${label(apiLoadSize)} through the API from empty ==`);
      const store = await emptyStore(engine, pg);
      try {
        const measured = await loadThenSearch(store, generated.rows, shapes);
        rows.push(...measured.map((r) => ({ ...r, engine })));
      } finally {
        await dropStore(store, pg);
      }
    }
  }
} finally {
  pg?.stop();
}
printTable(rows);
process.exitCode = rows.some((r) => r.met === false) ? 1 : 0;

async function measure(store: BenchStore, size: number, shapes: ReturnType<typeof distinctSearches>) {
  const service = await startBenchService(store);
  const out: BenchRow[] = [];
  const budget = budgetFor(size);
  const url = (q: string, extra: Record<string, string> = {}) =>
    `${service.baseUrl}/api/v1/suppressions?${new URLSearchParams({ limit: '50', q, ...extra })}`;
  const row = (measure: string, sample: number[], limit: number | null): BenchRow => {
    const p95 = percentile(sample, 95);
    return {
      area: 'service',
      measure: `${label(size)}: ${measure}`,
      value: `p50 ${ms(percentile(sample, 50))} · p95 ${ms(p95)}`,
      budget: limit === null ? '—' : `p95 < ${limit} ms`,
      met: limit === null ? null : p95 < limit,
    };
  };
  try {
    // The first search samples the list (kept while it does not change): a warm-up, as on a running service.
    await timedGet(url('warm-up'), service.adminKey);
    const pages: number[] = [];
    const exacts: number[] = [];
    for (const { shape, queries } of shapes) {
      const page: number[] = [];
      const exact: number[] = [];
      let capped = 0;
      for (const q of queries) {
        const first = await timedGet<{ data: { total_exact?: boolean } }>(url(q), service.adminKey);
        page.push(first.msTaken);
        if (first.body.data.total_exact === false) capped++;
        exact.push((await timedGet(url(q, { exact_total: 'true' }), service.adminKey)).msTaken);
      }
      pages.push(...page);
      exacts.push(...exact);
      out.push(
        row(
          `${shape}, page and total (${queries.length} queries, ${capped} "more than 1,000")`,
          page,
          budget,
        ),
      );
      out.push(row(`${shape}, exact count on request`, exact, null));
    }
    out.push(row(`every shape, page and total (${pages.length} queries)`, pages, budget));
    out.push(row(`every shape, exact count on request`, exacts, null));
  } finally {
    await service.stop();
  }
  return out;
}

/** A new, empty store (thrown away afterwards): the service migrates it when it starts. */
async function emptyStore(engine: BenchEngine, pg: BenchPostgres | undefined): Promise<BenchStore> {
  if (engine === 'pglite') {
    const dataDir = `${work}search-api-load`;
    rmSync(dataDir, { recursive: true, force: true });
    return { engine, dataDir };
  }
  await pg!.copyDatabase('template0', apiLoadDatabase);
  return { engine, dataDir: '', databaseUrl: pg!.urlOf(apiLoadDatabase) };
}

async function dropStore(store: BenchStore, pg: BenchPostgres | undefined) {
  if (store.engine === 'pglite') rmSync(store.dataDir, { recursive: true, force: true });
  else await pg!.dropDatabase(apiLoadDatabase);
}

/** Loads `rows` through the batch endpoint into a service started empty, then searches at once. */
async function loadThenSearch(
  store: BenchStore,
  rows: Parameters<typeof loadThroughBatchEndpoint>[1],
  shapes: ReturnType<typeof distinctSearches>,
) {
  const service = await startBenchService(store);
  const size = label(rows.length);
  try {
    const loaded = await loadThroughBatchEndpoint(service, rows, console.log);
    const times: number[] = [];
    const byShape: BenchRow[] = [];
    for (const { shape, queries } of shapes) {
      const page: number[] = [];
      for (const q of queries) {
        const url = `${service.baseUrl}/api/v1/suppressions?${new URLSearchParams({ limit: '50', q })}`;
        page.push((await timedGet(url, service.adminKey)).msTaken);
      }
      times.push(...page);
      byShape.push({
        area: 'service',
        measure: `${size} loaded through the API from empty, then at once: ${shape} (${queries.length} queries)`,
        value: `p50 ${ms(percentile(page, 50))} · p95 ${ms(percentile(page, 95))}`,
        budget: '—',
        met: null,
      });
    }
    const p95 = percentile(times, 95);
    const out: BenchRow[] = [
      {
        area: 'service',
        measure: `${size} loaded through the API from empty: load (1000 a request, 2 in flight)`,
        value: `${Math.round(loaded.rowsPerSecond).toLocaleString('en-US')} rows/s (${Math.round(loaded.seconds)} s)`,
        budget: '—',
        met: null,
      },
      {
        area: 'service',
        measure: `${size} loaded through the API from empty, then at once: the first search`,
        value: ms(times[0]!),
        budget: '—',
        met: null,
      },
      {
        area: 'service',
        measure: `${size} loaded through the API from empty, then at once: every shape, page and total (${times.length} queries)`,
        value: `p50 ${ms(percentile(times, 50))} · p95 ${ms(p95)}`,
        budget: `p95 < ${budgetFor(rows.length)} ms`,
        met: p95 < budgetFor(rows.length),
      },
      ...byShape,
    ];
    return out;
  } finally {
    await service.stop();
  }
}
