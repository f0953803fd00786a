import type { CDPSession, Page } from '@playwright/test';
import type { BenchRow } from '../report';

/** Budget: the heap after 100 pages stays within this factor of the heap after 10. */
export const heapGrowthBudget = 1.5;
const checkpoints = [10, 50, 100];

interface Snapshot {
  pages: number;
  heapMb: number;
  nodes: number;
  listeners: number;
}

/**
 * Pages forward 100 times through the unfiltered 1M-row list with the Next button, waiting for each
 * page's rows, and reads the JS heap after a forced garbage collection (CDP) at the start and after
 * 10, 50 and 100 pages, with the DOM node and event-listener counts: a leak shows as growth that
 * keeps going with the pages, where a healthy page holds one page of rows and a bounded cache.
 */
export async function benchHeap(page: Page, pageSize = 50): Promise<BenchRow[]> {
  const cdp = await page.context().newCDPSession(page);
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await pages.getByText(/^1–/).waitFor();
  const snapshots = [await snapshot(cdp, 0)];
  for (let n = 1; n <= checkpoints.at(-1)!; n++) {
    await pages.getByRole('button', { name: 'Next' }).click();
    const from = (n * pageSize + 1).toLocaleString('en-US');
    await pages.getByText(new RegExp(`^${from}–`)).waitFor();
    await page.locator('table:not([aria-busy])').waitFor();
    if (checkpoints.includes(n)) snapshots.push(await snapshot(cdp, n));
  }
  for (const s of snapshots)
    console.log(
      `  after ${s.pages} pages: ${s.heapMb.toFixed(1)} MB heap, ${s.nodes} nodes, ${s.listeners} listeners`,
    );
  const at = (n: number) => snapshots.find((s) => s.pages === n)!;
  const growth = at(100).heapMb / at(10).heapMb;
  const mb = (s: Snapshot) => `${s.heapMb.toFixed(1)} MB`;
  const info = (measure: string, value: string): BenchRow => ({
    area: 'memory',
    measure,
    value,
    budget: '—',
    met: null,
  });
  return [
    info('dashboard JS heap at the start (after GC)', mb(at(0))),
    info('dashboard JS heap after 50 pages', mb(at(50))),
    info('dashboard JS heap after 100 pages', mb(at(100))),
    {
      area: 'memory',
      measure: 'dashboard JS heap, 100 pages ÷ 10 pages',
      value: `${growth.toFixed(2)}×`,
      budget: `≤ ${heapGrowthBudget}×`,
      met: growth <= heapGrowthBudget,
    },
    info(
      'dashboard DOM nodes / event listeners, 10 → 100 pages',
      `${at(10).nodes} → ${at(100).nodes} / ${at(10).listeners} → ${at(100).listeners}`,
    ),
  ];
}

async function snapshot(cdp: CDPSession, pages: number): Promise<Snapshot> {
  // Twice: the first pass can leave objects that only become garbage once finalizers have run.
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const counters = await cdp.send('Memory.getDOMCounters');
  return {
    pages,
    heapMb: usedSize / 1024 / 1024,
    nodes: counters.nodes,
    listeners: counters.jsEventListeners,
  };
}
