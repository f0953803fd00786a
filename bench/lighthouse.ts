/**
 * Lighthouse (npm `lighthouse`, its default mobile configuration: Moto G Power emulation, simulated
 * slow 4G and 4× CPU throttling) against Debian's Chromium in headless mode, for any URL.
 * `npx tsx bench/lighthouse.ts <url>` prints one run. Results are read from the report object and
 * nothing is written to disk: the URL of a signed-in page holds a key in its fragment.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { personMarkStorageName } from '../src/lib/session/key-storage';
import { chromiumFlags, chromiumPath } from './browser/chromium';
import { ms, percentile, type BenchRow } from './report';

export interface LighthouseResult {
  /** 0–100. */
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's measure of the machine's CPU speed during the run (higher is faster). */
  benchmarkIndex: number;
  /** What Lighthouse suggests, when a score is below 100: opportunities and failed audits. */
  advice: string[];
}

/** A person's session: its cookie, which a run puts in the browser before the load. */
export interface PersonSession {
  name: string;
  value: string;
}

/**
 * One fresh headless Chromium per run (no cache, no storage left from another run). With a person's
 * session, the run starts signed in as that person would be on their own phone: the session cookie
 * and the app's mark of it in storage are set first, and Lighthouse keeps them.
 */
export async function runLighthouse(
  url: string,
  port = Number(process.env.LIGHTHOUSE_PORT ?? 8815),
  person?: PersonSession,
) {
  const profile = mkdtempSync(join(tmpdir(), 'relaydesk-lighthouse-'));
  const chrome = spawn(
    chromiumPath,
    [...chromiumFlags, '--headless=new', `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`],
    { stdio: 'ignore' },
  );
  try {
    await waitForDevtools(port, chrome);
    if (person) await signInAs(person, port, new URL(url).origin);
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: person !== undefined,
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const advice = [
      ...Object.values(lhr.audits)
        .filter((a) => a.details?.type === 'opportunity' && (a.score ?? 1) < 0.9)
        .map((a) => `${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}`),
      // Diagnostics (unweighted) that failed: where a high TBT comes from.
      ...(lhr.categories.performance?.auditRefs ?? [])
        .filter((ref) => ref.weight === 0 && (lhr.audits[ref.id]?.score ?? 1) < 0.5)
        .map((ref) => lhr.audits[ref.id]!)
        .map((a) => `diagnostic: ${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}`),
      ...(['performance', 'accessibility'] as const).flatMap((category) =>
        (lhr.categories[category]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
          .map((ref) => `${category}: ${lhr.audits[ref.id]!.title}`),
      ),
    ];
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      fcpMs: numeric('first-contentful-paint'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      benchmarkIndex: lhr.environment.benchmarkIndex,
      advice: [...new Set(advice)],
    } satisfies LighthouseResult;
  } finally {
    chrome.kill();
    await new Promise((resolve) => (chrome.exitCode === null ? chrome.once('exit', resolve) : resolve(null)));
    // Chromium's helper processes can still be writing to the profile just after the browser exits.
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch (error) {
      console.warn(`could not remove the Lighthouse profile ${profile}: ${(error as Error).message}`);
    }
  }
}

async function signInAs(person: PersonSession, port: number, origin: string) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0]!;
    const { hostname } = new URL(origin);
    await context.addCookies([{ ...person, domain: hostname, path: '/', httpOnly: true, sameSite: 'Lax' }]);
    const page = await context.newPage();
    // Any page of the origin will do to reach its storage; the icon loads no app.
    await page.goto(`${origin}/favicon.svg`);
    await page.evaluate((name) => localStorage.setItem(name, '1'), personMarkStorageName);
    await page.close();
  } finally {
    await browser.close();
  }
}

/** The Owner comes in through the first start's link; their session opens the pages only a person has. */
async function acceptOwnerLink(baseUrl: string, token: string): Promise<PersonSession> {
  const response = await fetch(`${baseUrl}/api/v1/auth/invitation/accept`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({
      token,
      name: 'Bench Owner',
      email: 'owner@bench.test',
      password: `bench ${randomBytes(12).toString('base64url')}`,
    }),
  });
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('relaydesk_session='));
  if (response.status !== 201 || !cookie) throw new Error(`accepting the Owner link: ${response.status}`);
  const [name, value] = cookie.split(';')[0]!.split('=') as [string, string];
  return { name, value };
}

async function waitForDevtools(port: number, chrome: ChildProcess) {
  for (let i = 0; i < 100; i++) {
    if (chrome.exitCode !== null) throw new Error(`Chromium exited (${chrome.exitCode}) before it listened`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`Chromium did not open its DevTools port ${port}`);
}

/**
 * Budgets for the built app served by `npm start`: performance 95 (issue 7), raised to 98 for every
 * signed-in page by issue 52; accessibility 100 everywhere.
 */
export const lighthouseBudgets = { performance: 98, signedOutPerformance: 95, accessibility: 100 };

/**
 * Lighthouse's own advice (docs/variability.md): one run varies by several points, and the median
 * of five is about twice as stable as one run. Three proved too few on this shared 2-core machine.
 */
export const lighthouseRuns = 5;

/**
 * Lighthouse now and then fails to record a load at all (a runtime error such as NO_NAVSTART, which
 * its own message says to run again): such a run is run again, up to twice, rather than ending the
 * bench. A page that fails to load is no runtime error of Lighthouse's and is not retried.
 */
async function runLighthouseAgainOnItsOwnError(url: string, person?: PersonSession) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouse(url, undefined, person);
    } catch (error) {
      if (attempt === 3 || !(error as Error).message.startsWith('Lighthouse: ')) throw error;
      console.log(`  (${(error as Error).message}; run again)`);
    }
  }
}

/** The run with the median performance score (its own FCP, LCP, … go with it). */
export async function medianLighthouse(
  url: string,
  runs = lighthouseRuns,
  label = url,
  person?: PersonSession,
) {
  const results: LighthouseResult[] = [];
  for (let i = 0; i < runs; i++) {
    const r = await runLighthouseAgainOnItsOwnError(url, person);
    console.log(`lighthouse ${label}, run ${i + 1}/${runs}: ${formatLighthouse(r)}`);
    results.push(r);
  }
  const sorted = [...results].sort((a, b) => a.performance - b.performance);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  for (const line of median.advice) console.log(`  - ${line}`);
  const speed = percentile(
    results.map((r) => r.benchmarkIndex),
    50,
  );
  return { median, scores: results.map((r) => r.performance), speed };
}

/**
 * Relaydesk's own pages: the connect screen a signed-out visitor gets at `/`, and every signed-in
 * page, reached the way a sign-in link does it (the key in the fragment, which the app reads, stores
 * for the tab and strips; Lighthouse starts each run with empty storage). Each page with the key
 * its permission needs. Last, the pages only a person opens (People, My account), as the Owner, who
 * comes in through the first start's link: with a key, they only say a key has no such page.
 */
export async function runLighthouseBench(target: {
  baseUrl: string;
  adminKey: string;
  statsKey: string;
  ownerToken: () => string | undefined;
}): Promise<BenchRow[]> {
  const signedIn = (label: string, path: string, key: string) => ({
    label: `${label}, signed in`,
    url: `${target.baseUrl}${path}#key=${key}`,
  });
  const { adminKey, statsKey } = target;
  const pages: { label: string; url: string; signedOut?: boolean; person?: PersonSession }[] = [
    { label: 'connect screen /', url: `${target.baseUrl}/`, signedOut: true },
    signedIn('suppressions', '/suppressions', adminKey),
    signedIn('statistics', '/stats', statsKey),
    signedIn('activity log', '/messages', statsKey),
    signedIn('explain a bounce', '/bounces/explain', statsKey),
    signedIn('webhooks', '/webhooks', adminKey),
    signedIn('alerts', '/alerts', adminKey),
    signedIn('API keys', '/keys', adminKey),
    signedIn('audit log', '/audit', adminKey),
    signedIn('sending domains', '/domains', statsKey),
    signedIn('sender rules', '/compliance', statsKey),
  ];
  const ownerToken = target.ownerToken();
  if (!ownerToken) throw new Error('the bench service printed no Owner link: People and My account need one');
  const owner = await acceptOwnerLink(target.baseUrl, ownerToken);
  const asOwner = (label: string, path: string) => ({
    label: `${label}, signed in as the Owner`,
    url: `${target.baseUrl}${path}`,
    person: owner,
  });
  pages.push(asOwner('people', '/people'), asOwner('my account', '/account'));
  const rows: BenchRow[] = [];
  for (const page of pages) {
    // The URL is never printed: a signed-in page's holds a key.
    const {
      median: r,
      scores,
      speed,
    } = await medianLighthouse(page.url, lighthouseRuns, page.label, page.person);
    const { accessibility } = lighthouseBudgets;
    const performance = page.signedOut
      ? lighthouseBudgets.signedOutPerformance
      : lighthouseBudgets.performance;
    rows.push(
      {
        area: 'first load',
        measure: `Lighthouse mobile performance, ${page.label}: median of ${scores.length} (${scores.join(', ')})`,
        value: String(r.performance),
        budget: `≥ ${performance}`,
        met: r.performance >= performance,
      },
      {
        area: 'first load',
        measure: `Lighthouse accessibility, ${page.label}`,
        value: String(r.accessibility),
        budget: `${accessibility}`,
        met: r.accessibility >= accessibility,
      },
      {
        area: 'first load',
        measure: `FCP / LCP / TBT / CLS, ${page.label} (the median run); Lighthouse's CPU benchmark index, median`,
        value: `${ms(r.fcpMs)} / ${ms(r.lcpMs)} / ${ms(r.tbtMs)} / ${r.cls.toFixed(3)}; ${Math.round(speed)}`,
        budget: '—',
        met: null,
      },
    );
  }
  return rows;
}

export const formatLighthouse = (r: LighthouseResult) =>
  `performance ${r.performance}, accessibility ${r.accessibility}, FCP ${Math.round(r.fcpMs)} ms, ` +
  `LCP ${Math.round(r.lcpMs)} ms, TBT ${Math.round(r.tbtMs)} ms, CLS ${r.cls.toFixed(3)}, ` +
  `CPU benchmark index ${Math.round(r.benchmarkIndex)}`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.argv[2];
  if (!url) throw new Error('usage: tsx bench/lighthouse.ts <url>   (a key only in the #key= fragment)');
  const result = await runLighthouse(url);
  console.log(formatLighthouse(result));
  for (const line of result.advice) console.log(`  - ${line}`);
}
