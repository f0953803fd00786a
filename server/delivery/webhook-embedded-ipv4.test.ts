import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDnsServer } from '../test/dns-server';
import { startReceiver } from '../test/receiver';
import { startTestService, type TestService } from '../test/harness';

/**
 * An IPv6 address carrying an IPv4 one (mapped, compatible, translated, NAT64, 6to4) is judged as
 * that IPv4 address by the URL rule and by the address guard alike: an internal IPv4 is refused in
 * every mode; IPv4-mapped loopback is this host (plain http allowed only with
 * ALLOW_LOOPBACK_WEBHOOKS=1); the forms that reach 127.x only through a translator elsewhere are
 * not this host, and are refused in every mode.
 * Over real HTTP; the only address ever connected to is 127.0.0.1.
 */
let dns: Awaited<ReturnType<typeof startDnsServer>>;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let open: TestService;
let strict: TestService;
beforeAll(async () => {
  receiver = await startReceiver();
  dns = await startDnsServer({
    'mapped-loopback.test': { a: [], aaaa: ['::ffff:127.0.0.1'] },
    'mapped-private.test': { a: [], aaaa: ['::ffff:10.1.2.3'] },
    'nat64-metadata.test': { a: [], aaaa: ['64:ff9b::a9fe:a9fe'] },
    '6to4-private.test': { a: [], aaaa: ['2002:c0a8:101::1'] },
  });
  const config = {
    WEBHOOK_DNS_SERVERS: [dns.server],
    WEBHOOK_RETRY_SCHEDULE: [60_000],
    WEBHOOK_TIMEOUT_MS: 1_000,
  };
  open = await startTestService({ ...config, ALLOW_LOOPBACK_WEBHOOKS: true });
  strict = await startTestService({ ...config, ALLOW_LOOPBACK_WEBHOOKS: false });
});
afterAll(async () => {
  await open?.close();
  await strict?.close();
  await dns?.close();
  await receiver?.close();
});

const create = (s: TestService, url: string) =>
  s.call('POST', '/webhooks', { url, event_types: ['delivered'] });
const port = () => new URL(receiver.url).port;
const loopbackForms = ['::ffff:127.0.0.1', '::ffff:7f00:1'];
const translatedLoopbackForms = ['::127.0.0.1', '::ffff:0:127.0.0.1', '64:ff9b::7f00:1', '2002:7f00:1::'];
const internalForms = [
  '::ffff:10.0.0.1',
  '::10.0.0.1',
  '::ffff:0:192.168.1.1',
  '64:ff9b::169.254.169.254',
  '64:ff9b:1::a00:1',
  '2002:ac10:1::',
];

describe('IPv6 forms of IPv4 addresses as webhook targets', () => {
  it.each(loopbackForms)('takes http://[%s] as loopback when loopback is allowed', async (ip) => {
    const res = await create(open, `http://[${ip}]:${port()}/hook`);
    expect(res.status, res.text).toBe(201);
  });

  it.each(loopbackForms)('refuses [%s] as loopback, over http and https, when it is not', async (ip) => {
    for (const scheme of ['http', 'https']) {
      const res = await create(strict, `${scheme}://[${ip}]:${port()}/hook`);
      expect(res.status).toBe(400);
      expect(res.json.error.details[0].message).toMatch(/loopback|localhost/);
    }
    expect((await strict.call('GET', '/webhooks')).json.data.total).toBe(0);
  });

  it.each(translatedLoopbackForms)('refuses [%s] (127.x behind a translator) in every mode', async (ip) => {
    for (const s of [open, strict]) {
      const res = await create(s, `https://[${ip}]:${port()}/hook`);
      expect(res.status).toBe(400);
      expect(res.json.error.details[0].message).toMatch(/behind a translator|loopback/);
      expect((await create(s, `http://[${ip}]:${port()}/hook`)).status).toBe(400);
    }
  });

  it.each(internalForms)('refuses [%s] (an internal IPv4) in every mode', async (ip) => {
    for (const s of [open, strict]) {
      const res = await create(s, `https://[${ip}]/hook`);
      expect(res.status).toBe(400);
      expect(res.json.error.details[0].message).toMatch(/private, link-local or reserved/);
    }
  });

  it('delivers over plain http to an IPv4-mapped loopback address, which is this machine', async () => {
    const before = receiver.received.length;
    const hook = await create(open, `http://[::ffff:127.0.0.1]:${port()}/mapped`);
    expect(hook.status, hook.text).toBe(201);
    const res = await open.call('POST', `/webhooks/${hook.json.data.webhook.id}/test`);
    expect(res.json.data.delivery.attempts[0]).toMatchObject({ status_code: 200 });
    expect(receiver.received.length).toBe(before + 1);
  });

  it.each([
    ['mapped-loopback.test', /loopback/, () => strict],
    ['mapped-private.test', /private/, () => open],
    ['nat64-metadata.test', /private/, () => open],
    ['6to4-private.test', /private/, () => open],
  ] as const)('refuses at delivery a name (%s) resolving to such a form', async (host, problem, which) => {
    const s = which();
    const hook = await create(s, `https://${host}:${port()}/hook`);
    expect(hook.status, hook.text).toBe(201);
    const res = await s.call('POST', `/webhooks/${hook.json.data.webhook.id}/test`);
    expect(res.json.data.delivery.attempts[0]).toMatchObject({
      status_code: null,
      error: expect.stringMatching(new RegExp(`^refused: .*${problem.source}`)),
    });
  });
});
