import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { openDb } from '../server/store/db';
import { migrate } from '../server/store/migrate';
import { privatePort, privateService } from './support/spawn-service';

test.describe.configure({ timeout: 120_000 });

// Each fragment would run, inject an element or flip surrounding text if it were ever rendered as markup.
const script = '<script>window.__pwned=1;alert(1)</script>';
const img = '<img src=x onerror="window.__pwned=2;alert(2)">';
const rtl = '\u202Egnp.exe'; // right-to-left override: reads "exe.png" and reorders what follows
const controls = '\u0007\u001b[31m\u200b\u2066'; // bell, an ANSI escape, zero-width space, an open isolate
const subject = `Invoice ${script}${img} ${rtl} ${controls}end`;
const receiverAnswer = `${script}${img} ${rtl}`;
/** The values this test writes, as the API hands them back. */
const values = [
  subject,
  `mx.${script}${rtl}`,
  `250 ${img} ${rtl} ${controls}`,
  `${script} ${rtl}`,
  receiverAnswer,
];
/** javascript: in every spelling a browser would still run, and data: */
const badUrls = [
  'javascript:alert(document.domain)',
  ' JaVaScRiPt:alert(3)',
  'java\tscript:alert(4)',
  'data:text/html,<script>alert(5)</script>',
];

/** Every place a page could run, inject or mislead: checked on whatever page is open. */
async function expectInert(page: Page, dialogs: string[]) {
  const report = await page.evaluate((data) => {
    const all = [...document.querySelectorAll('*')];
    const handlers = all.flatMap((el) =>
      [...el.attributes].filter((a) => a.name.startsWith('on')).map((a) => `${el.tagName} ${a.name}`),
    );
    // What a browser ignores in a URL's scheme: ASCII whitespace and control characters.
    const clean = (s: string) =>
      [...s]
        .filter((c) => c.charCodeAt(0) > 0x20)
        .join('')
        .toLowerCase();
    const badLinks = [...document.querySelectorAll('[href], [src], [action], [formaction]')]
      .flatMap((el) => ['href', 'src', 'action', 'formaction'].map((n) => el.getAttribute(n) ?? ''))
      .filter((v) => /^(javascript|data:text|vbscript)/.test(clean(v)));
    const anchors = [...document.querySelectorAll('a')].filter((a) => a.protocol === 'javascript:');
    // A text holding a bidi override must sit in an isolate (any block, <bdi>, dir=auto) that holds
    // nothing but that one value, so it cannot reorder a label, badge or sentence around it.
    const isolates = ['isolate', 'isolate-override', 'plaintext'];
    const valueOnly = (el: Element) =>
      data.includes(el.textContent?.trim() ?? '') ||
      [...el.childNodes].every((c) => c.nodeType === Node.TEXT_NODE);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const unisolated: string[] = [];
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      if (!n.textContent?.includes('\u202E')) continue;
      let el = n.parentElement;
      while (el && el !== document.body && !isolates.includes(getComputedStyle(el).unicodeBidi))
        el = el.parentElement;
      if (!el || el === document.body || !valueOnly(el))
        unisolated.push(`${n.parentElement?.tagName}: ${n.textContent.slice(0, 60)}`);
    }
    return {
      pwned: (window as unknown as { __pwned?: number }).__pwned ?? null,
      handlers,
      injectedImages: document.querySelectorAll('img[src="x"], img[onerror]').length,
      // The build's own first-paint script is inline (allowed by its hash); any other would be injected.
      inlineScripts: [...document.scripts].filter((s) => !s.src && !s.hasAttribute('data-boot')).length,
      badLinks,
      anchors: anchors.length,
      unisolated,
    };
  }, values);
  expect(report).toEqual({
    pwned: null,
    handlers: [],
    injectedImages: 0,
    inlineScripts: 0,
    badLinks: [],
    anchors: 0,
    unisolated: [],
  });
  expect(dialogs).toEqual([]);
}

test('content from the API renders as inert text: no script runs, nothing is injected, RTL stays isolated, no javascript: link', async ({
  page,
}) => {
  // A webhook endpoint that answers with hostile markup, which the delivery log shows.
  const receiver: Server = createServer((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(500, { 'content-type': 'text/html' }).end(receiverAnswer));
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const receiverPort = (receiver.address() as AddressInfo).port;

  const service = privateService(privatePort(4), {
    ALLOW_LOOPBACK_WEBHOOKS: '1',
    SIMULATOR_STEP_MS: '0',
    WEBHOOK_RETRY_SCHEDULE: '3600',
  });
  const key = service
    .keys('create', '--name', 'hostile', '--permissions', 'admin,stats,send')
    .trim()
    .split('\n')
    .at(-1)!;
  // Events with attributes no API call can set (the simulator writes fixed ones): straight into the store.
  const seededId = randomUUID();
  const db = await openDb({ dataDir: service.dataDir });
  await migrate(db);
  await db.query(
    `INSERT INTO messages (id, to_email, from_email, subject, status, created_at, scenario, step)
     VALUES ($1, 'seeded@hostile.test', 'news@hostile.test', $2, 'delivered', now(), 'click', 5)`,
    [seededId, subject],
  );
  const events: [string, Record<string, unknown>][] = [
    ['queued', {}],
    ['sent', { mx_host: values[1] }],
    ['delivered', { tls: false, smtp_response: values[2] }],
    ...badUrls.map((url): [string, Record<string, unknown>] => [
      'clicked',
      { url, user_agent: `${script} ${rtl}` },
    ]),
  ];
  for (const [i, [type, attrs]] of events.entries())
    await db.query(
      `INSERT INTO message_events (message_id, type, occurred_at, attrs) VALUES ($1, $2, now() + $3 * interval '1 ms', $4)`,
      [seededId, type, i, JSON.stringify(attrs)],
    );
  await db.close();
  await service.start();

  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  try {
    const call = async (path: string, body: unknown) => {
      const res = await fetch(`${service.url}/api/v1${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: res.status, json: (await res.json()) as { data: Record<string, { id: string }> } };
    };
    // The service refuses script URLs for webhooks outright; a URL with markup in it is allowed.
    for (const url of badUrls)
      expect((await call('/webhooks', { url, event_types: ['delivered'] })).status).toBe(400);
    const hookUrl = `http://127.0.0.1:${receiverPort}/hooks/${script}?q=${img}&r=${rtl}`;
    values.push(hookUrl);
    const hook = await call('/webhooks', { url: hookUrl, event_types: ['delivered', 'clicked'] });
    expect(hook.status).toBe(201);
    // A subject is a mail header: the API refuses its control characters (the seeded row keeps them).
    const to = { to: 'click+1@hostile.test', from: 'news@hostile.test' };
    expect((await call('/messages', { ...to, subject })).status).toBe(400);
    const sentSubject = subject.replace(/\p{Cc}/gu, '');
    values.push(sentSubject);
    const sent = await call('/messages', { ...to, subject: sentSubject });
    expect(sent.status).toBe(202);
    const messageId = sent.json.data.message!.id;

    await page.goto(`${service.url}/messages/${seededId}#key=${key}`);
    await expect(page.getByRole('heading', { name: subject })).toBeVisible();
    await expect(page.getByText(`250 ${img}`)).toBeVisible();
    for (const url of badUrls.slice(0, 2)) await expect(page.getByText(url.trim()).first()).toBeVisible();
    await expectInert(page, dialogs);

    await page.goto(`${service.url}/messages/${messageId}`);
    await expect(page.getByRole('heading', { name: sentSubject })).toBeVisible();
    await expect(page.getByText('Link clicked').first()).toBeVisible({ timeout: 20_000 });
    await expectInert(page, dialogs);

    await page.goto(`${service.url}/messages?to=${encodeURIComponent('click+1@hostile.test')}`);
    // The recipient's message list (its events below link to the same message).
    await expect(
      page.getByRole('list', { name: /^Messages to / }).getByRole('link', { name: sentSubject }),
    ).toBeVisible();
    await expectInert(page, dialogs);

    await page.goto(`${service.url}/webhooks`);
    await expect(page.getByText(`/hooks/${script}`).first()).toBeVisible();
    await expectInert(page, dialogs);

    await page.goto(`${service.url}/webhooks/${hook.json.data.webhook!.id}`);
    const show = page.getByRole('button', { name: 'Show attempts' }).first();
    await expect(show).toBeVisible({ timeout: 20_000 });
    await show.click();
    await expect(page.getByText(`${script}${img}`).first()).toBeVisible();
    await expectInert(page, dialogs);

    for (const path of ['/suppressions', '/stats']) {
      await page.goto(`${service.url}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectInert(page, dialogs);
    }
  } finally {
    await service.dispose();
    await new Promise((resolve) => receiver.close(resolve));
  }
});
