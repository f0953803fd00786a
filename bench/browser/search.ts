import type { Page } from '@playwright/test';
import { percentile, ms, type BenchRow } from '../report';
import { listSuppressions } from './api';
import { trackApi } from './network';

export const searchBudgetMs = 150;

/** Milliseconds between keys: a quick but human typist (about 75 words a minute), never even. */
const keyGaps = [140, 95, 180, 120, 160, 105, 150, 130, 175, 110, 145, 125];

/**
 * Keystroke to updated table, per query: from the `timeStamp` of the query's last keydown to the
 * animation frame that paints a table holding exactly that query's first page (the rows the API
 * answers for it, in order, no longer marked busy). Measured in the page with performance time and
 * a MutationObserver, so Playwright's own round trips are not counted.
 */
export async function benchSearch(page: Page, baseUrl: string, adminKey: string): Promise<BenchRow[]> {
  const first = await listSuppressions(baseUrl, adminKey, { limit: 50 });
  const queries = pickQueries(await sampleEmails(baseUrl, adminKey));
  const api = trackApi(page);
  const box = page.getByRole('searchbox', { name: 'Search' });
  const samples: number[] = [];
  let requests = 0;

  for (const query of queries) {
    await box.focus();
    if ((await box.inputValue()) !== '') await page.keyboard.press('Escape');
    await showsRows(
      page,
      first.suppressions.map((r) => r.email),
    );
    await api.quiet();
    const expected = (await listSuppressions(baseUrl, adminKey, { limit: 50, q: query })).suppressions;
    await page.evaluate(watchForRows, { query, expected: expected.map((r) => r.email) });
    const sentBefore = api.sent;
    for (const [i, ch] of [...query].entries()) {
      await page.keyboard.press(ch === ' ' ? 'Space' : ch);
      await page.waitForTimeout(keyGaps[i % keyGaps.length]!);
    }
    const t = await page.evaluate(
      () => (window as unknown as { benchSearch: Promise<SearchTiming> }).benchSearch,
    );
    samples.push(t.total);
    await api.quiet();
    requests += api.sent - sentBefore;
    console.log(
      `  search "${query}": ${ms(t.total)} (to request ${ms(t.toRequest)}, request ${ms(t.request)}; ${api.sent - sentBefore} API requests)`,
    );
  }
  const p50 = percentile(samples, 50);
  const p95 = percentile(samples, 95);
  return [
    row(`search keystroke → table, p50 (${samples.length} typed queries, 1M rows)`, p50),
    row(`search keystroke → table, p95`, p95),
    {
      area: 'dashboard',
      measure: 'search: API requests per typed query (list + reason counts)',
      value: (requests / queries.length).toFixed(1),
      budget: '—',
      met: null,
    },
  ];
}

const row = (measure: string, value: number): BenchRow => ({
  area: 'dashboard',
  measure,
  value: ms(value),
  budget: `< ${searchBudgetMs} ms`,
  met: value < searchBudgetMs,
});

/** Addresses from deep in the list (page 40 and on), not only the newest ones. */
async function sampleEmails(baseUrl: string, key: string) {
  let cursor: string | null = null;
  for (let page = 0; page < 40; page++) {
    const data = await listSuppressions(baseUrl, key, { limit: 50, ...(cursor ? { cursor } : {}) });
    if (!data.next_cursor) break;
    cursor = data.next_cursor;
  }
  return (
    await listSuppressions(baseUrl, key, { limit: 50, ...(cursor ? { cursor } : {}) })
  ).suppressions.map((r) => r.email);
}

/**
 * What people type into an address search: the local part of an address they were sent (specific,
 * few matches) and, less often, a domain (broad). Taken from the data, whatever its generator.
 */
export function pickQueries(emails: string[]): string[] {
  const locals = emails.filter((_, i) => i % 3 === 0).map((e) => e.split('@')[0]!);
  const domains = [...new Set(emails.map((e) => e.split('@')[1]!))].slice(0, 4);
  // Twenty: of ten, the p95 (nearest rank) is simply the slowest query.
  return [...new Set([...locals.slice(0, 16), ...domains])].filter((q) => q.length >= 3);
}

async function showsRows(page: Page, emails: string[]) {
  await page.waitForFunction(
    (want) =>
      !document.querySelector('table[aria-busy]') &&
      [...document.querySelectorAll('tbody span[title]')].map((s) => s.getAttribute('title')).join() ===
        want.join(),
    emails,
    { timeout: 30_000 },
  );
}

export interface SearchTiming {
  /** Last keydown to the frame that paints the rows. */
  total: number;
  /** Last keydown to the list request leaving (the debounce and React's work). */
  toRequest: number;
  /** The list request, sent to answered. */
  request: number;
}

/** Runs in the page: resolves `window.benchSearch` with the keystroke-to-paint time and its parts. */
function watchForRows({ query, expected }: { query: string; expected: string[] }) {
  const input = document.querySelector<HTMLInputElement>('input[type=search]')!;
  performance.clearResourceTimings();
  let lastKey = 0;
  const onKey = (event: KeyboardEvent) => (lastKey = event.timeStamp);
  input.addEventListener('keydown', onKey, { capture: true });
  const listRequest = () =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((e) => {
        const url = new URL(e.name);
        return (
          url.pathname.endsWith('/suppressions') &&
          url.searchParams.get('q') === query &&
          url.searchParams.get('limit') !== '1'
        );
      })
      .at(-1);
  // Rows that merely look right (a prefix with the same first page) do not count until the query
  // itself has been asked and answered.
  const shows = () =>
    listRequest() !== undefined &&
    !document.querySelector('table[aria-busy]') &&
    [...document.querySelectorAll('tbody span[title]')].map((s) => s.getAttribute('title')).join() ===
      expected.join();
  (window as unknown as { benchSearch: Promise<SearchTiming> }).benchSearch = new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (input.value !== query || !shows()) return;
      observer.disconnect();
      input.removeEventListener('keydown', onKey, { capture: true });
      requestAnimationFrame(() => {
        const total = performance.now() - lastKey;
        const request = listRequest();
        resolve({
          total,
          toRequest: request!.startTime - lastKey,
          request: request!.responseEnd - request!.startTime,
        });
      });
    });
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
  });
}
