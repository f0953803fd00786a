import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AppEnv } from './app-env';
import { serveDashboard } from './dashboard';

// A stand-in build: the files a `vite build` writes, with made-up chunk names. The app's code is in a
// template the boot script loads once the first frame has painted (vite.config.ts).
const appCode =
  '<template id="app-code"><script type="module" crossorigin src="/assets/index-abc.js"></script></template>';
const index = `<!doctype html><html><head><title>Relaydesk</title></head><body><div id="root"></div>${appCode}</body></html>`;
let dist: string;
let server: ServerType;
let base: string;

const writeBuild = (preloads: unknown, shells: unknown = {}) => {
  writeFileSync(join(dist, 'index.html'), index);
  writeFileSync(join(dist, 'route-preloads.json'), JSON.stringify(preloads));
  writeFileSync(join(dist, 'page-shells.json'), JSON.stringify(shells));
};

// The modification time must move for the service to notice; some filesystems keep whole seconds.
const touch = (file: string, seconds: number) => {
  const later = new Date(Date.now() + seconds * 1000);
  utimesSync(join(dist, file), later, later);
};

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'relaydesk-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'suppressions-abc.js'), 'export {}');
  writeBuild({ suppressions: ['/assets/suppressions-abc.js', '/assets/dialog-def.js'] });
  const app = new Hono<AppEnv>();
  serveDashboard(dist)(app);
  base = await new Promise<string>((resolve) => {
    server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info) =>
      resolve(`http://127.0.0.1:${info.port}`),
    );
  });
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(dist, { recursive: true, force: true });
});

const preloadsIn = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

it("a deep link's HTML preloads that page's chunks with the app's code, and is revalidated on every visit", async () => {
  const res = await fetch(`${base}/suppressions?q=gmail&reason=complaint`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/html');
  expect(res.headers.get('cache-control')).toBe('no-cache');
  const html = await res.text();
  expect(preloadsIn(html)).toEqual(['/assets/suppressions-abc.js', '/assets/dialog-def.js']);
  // After the entry script, inside the template: fetched with it, once the frame has painted.
  const template = /<template id="app-code">(.*)<\/template>/.exec(html)?.[1] ?? '';
  expect(template).toMatch(/^<script type="module"[^>]+><\/script><link rel="modulepreload"/);
  expect(preloadsIn(template)).toEqual(preloadsIn(html));
});

it('other pages get the plain index.html, and assets are served as files', async () => {
  for (const path of ['/stats', '/messages/msg_1', '/no-such-page']) {
    const html = await (await fetch(`${base}${path}`)).text();
    expect(html).toBe(index);
  }
  const asset = await fetch(`${base}/assets/suppressions-abc.js`);
  expect(asset.headers.get('cache-control')).toContain('immutable');
  expect(await asset.text()).toBe('export {}');
});

it('a new build is picked up without a restart, and anything but /assets/*.js names is ignored', async () => {
  writeBuild({
    suppressions: ['/assets/suppressions-new.js'],
    stats: ['https://evil.example/x.js', '/assets/"><script>alert(1)</script>.js'],
    webhooks: 'not a list',
  });
  touch('route-preloads.json', 5);
  expect(preloadsIn(await (await fetch(`${base}/suppressions`)).text())).toEqual([
    '/assets/suppressions-new.js',
  ]);
  expect(await (await fetch(`${base}/stats`)).text()).toBe(index);
  expect(await (await fetch(`${base}/webhooks`)).text()).toBe(index);
});

const rootIn = (html: string) => /<div id="root">(.*)<\/div><template id="app-code">/.exec(html)?.[1];

it("a page's path gets its prerendered frame inside #root, other paths an empty #root", async () => {
  writeBuild(
    { suppressions: ['/assets/suppressions-abc.js'] },
    {
      '/suppressions': '<div class="frame"><h1>Suppressions</h1><p>costs $5 &amp; $&amp;</p></div>',
      '/bounces/explain': '<h1>Explain a bounce</h1>',
      'no-slash': '<p>ignored</p>',
      '/audit': 42,
    },
  );
  touch('page-shells.json', 10);
  for (const path of ['/suppressions', '/suppressions/', '/suppressions?q=gmail']) {
    const html = await (await fetch(`${base}${path}`)).text();
    // Inert, inside a wrapper the stylesheet shows only in a tab with a key; `$` patterns stay text.
    expect(rootIn(html)).toBe(
      '<div data-page-shell inert aria-hidden="true"><div class="frame"><h1>Suppressions</h1><p>costs $5 &amp; $&amp;</p></div></div>',
    );
    expect(preloadsIn(html)).toEqual(['/assets/suppressions-abc.js']);
  }
  expect(rootIn(await (await fetch(`${base}/bounces/explain`)).text())).toBe(
    '<div data-page-shell inert aria-hidden="true"><h1>Explain a bounce</h1></div>',
  );
  // A message's own path, a page without a frame, a made-up path: the plain index.html.
  for (const path of ['/suppressions/abc', '/audit', '/no-such-page', '/__proto__', '/constructor']) {
    const html = await (await fetch(`${base}${path}`)).text();
    expect(rootIn(html)).toBe('');
  }
});

it("allows the page's inline script and stylesheet by their hashes, on every page and at /, and nothing else inline", async () => {
  const script = "document.documentElement.dataset.boot = '1';";
  const style = 'body{color:red}';
  const withInline = index.replace(
    '</title>',
    () => `</title><script>${script}</script><style>${style}</style>`,
  );
  writeFileSync(join(dist, 'index.html'), withInline);
  touch('index.html', 15);
  const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
  for (const path of ['/', '/index.html', '/suppressions', '/no-such-page']) {
    const res = await fetch(`${base}${path}`);
    expect(await res.text()).toContain(`<script>${script}</script>`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`script-src 'self' ${sha(script)};`);
    expect(csp).toContain(`style-src 'self' ${sha(style)};`);
    expect(csp).not.toContain('unsafe-inline');
  }
});

it("sends the page's HTML compressed as the browser accepts it, and plain to one that accepts neither", async () => {
  const raw = (encoding: string) =>
    new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      get(`${base}/suppressions`, { headers: { 'accept-encoding': encoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      }).on('error', reject);
    });
  const plain = await raw('identity');
  expect(plain.headers['content-encoding']).toBeUndefined();
  const html = plain.body.toString('utf8');
  expect(html).toContain('<div id="root">');

  const br = await raw('gzip, deflate, br');
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers.vary).toBe('Accept-Encoding');
  expect(brotliDecompressSync(br.body).toString('utf8')).toBe(html);

  const gzip = await raw('gzip, br;q=0');
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gzip.body).toString('utf8')).toBe(html);
});
