import type { Page } from '@playwright/test';

/** Counts the page's API requests and waits until none has been in flight for `quietMs`. */
export function trackApi(page: Page, match = '/api/v1/') {
  let inFlight = 0;
  let sent = 0;
  let lastChange = Date.now();
  const urls: string[] = [];
  page.on('request', (r) => {
    if (!r.url().includes(match)) return;
    inFlight++;
    sent++;
    urls.push(r.url());
    lastChange = Date.now();
  });
  const done = (r: { url(): string }) => {
    if (!r.url().includes(match)) return;
    inFlight--;
    lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    get sent() {
      return sent;
    },
    urls,
    async quiet(quietMs = 400, timeoutMs = 60_000) {
      const until = Date.now() + timeoutMs;
      while (inFlight > 0 || Date.now() - lastChange < quietMs) {
        if (Date.now() > until) throw new Error('the page kept requesting for a minute');
        await new Promise((r) => setTimeout(r, 50));
      }
    },
  };
}
