import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { insertDomain } from '../store/repos/domains-repo';
import { fakeDnsCheck } from '../test/fake-dns-check';
import { startTestService, type TestService } from '../test/harness';

const hour = 3_600_000;
const dns = fakeDnsCheck();
const logLines: string[] = [];
/** Every answer body the tests received, for the private-key sweep at the end. */
const answers: string[] = [];
const dnsbl = [
  {
    zone: 'zen.spamhaus.test',
    list: 'Spamhaus ZEN',
    lists: 'ip' as const,
    refusalCodes: ['127.255.255.254'],
    delistUrl: 'https://check.spamhaus.test/',
  },
];

let s: TestService;
beforeAll(async () => {
  s = await startTestService(
    { DNS_SERVERS: ['127.0.0.1:5331'] },
    {
      log: createLogger('info', (line) => logLines.push(line)),
      context: { dnsCheck: dns.check, dnsblZones: dnsbl },
    },
  );
});
afterAll(() => s.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests inspect arbitrary JSON
type Json = any;
const call = async (method: string, path: string, body?: unknown, key?: string) => {
  const res = await s.call(method, path, body, key);
  answers.push(res.text);
  return res;
};
const add = async (name: string) => (await call('POST', '/domains', { name })).json.data;
const check = async (id: number) => (await call('POST', `/domains/${id}/check`)).json.data;
const rotate = (id: number, step: string) => call('POST', `/domains/${id}/dkim-rotation`, { step });
const record = (domain: Json, kind: string, selector?: string) =>
  domain.records.find((r: Json) => r.kind === kind && (selector === undefined || r.selector === selector));
/** Publishes every record of `domain` in the test's DNS exactly as answered. */
const publishAll = (domain: Json) => {
  for (const r of domain.records) dns.publish(r.fqdn, r.type === 'TXT' ? r.strings.join('') : r.value);
};
const countRows = async (table: string) =>
  Number((await s.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n);

describe('adding, listing, reading and deleting a domain', () => {
  it('answers the records to publish, pending until checked, and audits the addition by name', async () => {
    const created = await call('POST', '/domains', { name: ' Mail.Shop.Example. ' });
    expect(created.status).toBe(201);
    const d = created.json.data;
    expect(d).toMatchObject({
      name: 'mail.shop.example',
      health: 'pending',
      checked_at: null,
      last_check: null,
      history: [],
    });
    expect(d.next_step).toMatch(/Publish the records/);
    expect(d.records.map((r: Json) => [r.kind, r.host, r.type, r.status])).toEqual([
      ['spf', '@', 'TXT', 'pending'],
      ['dkim', 'rd1._domainkey', 'TXT', 'pending'],
      ['return_path', 'rd-bounces', 'CNAME', 'pending'],
      ['dmarc', '_dmarc', 'TXT', 'pending'],
    ]);
    const dkim = record(d, 'dkim');
    expect(dkim).toMatchObject({
      fqdn: 'rd1._domainkey.mail.shop.example',
      selector: 'rd1',
      dkim_role: 'active',
      required: true,
    });
    expect(dkim.strings.every((x: string) => x.length <= 255)).toBe(true);
    expect(dkim.strings.join('')).toBe(dkim.value);
    expect(record(d, 'spf').value).toBe('v=spf1 include:spf.relaydesk.test ~all');
    expect(record(d, 'return_path').value).toBe('bounces.relaydesk.test');
    expect(record(d, 'dmarc')).toMatchObject({
      required: false,
      value: 'v=DMARC1; p=none; rua=mailto:dmarc-reports@relaydesk.test',
    });

    const list = (await call('GET', '/domains')).json.data.domains;
    expect(list.find((x: Json) => x.id === d.id)).toEqual({
      id: d.id,
      name: 'mail.shop.example',
      health: 'pending',
      next_step: d.next_step,
      created_at: d.created_at,
      checked_at: null,
    });
    expect((await call('GET', `/domains/${d.id}`)).json.data).toEqual(d);
    const audit = (await call('GET', `/audit-log?action=domain.create&target_id=${d.id}`)).json.data.entries;
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      target_type: 'domain',
      target_label: 'mail.shop.example',
      key_name: 'all',
    });
  });

  it('refuses a bad name or a name already added with a clear error, and changes nothing', async () => {
    await add('twice.example');
    const before = [await countRows('domains'), await countRows('dkim_keys'), await countRows('audit_log')];
    for (const body of [
      { name: 'not a domain' },
      {},
      { name: 42 },
      { name: 'nodot' },
      { name: '-bad.example' },
    ]) {
      const res = await call('POST', '/domains', body);
      expect(res.status).toBe(400);
      expect(res.json.error.details[0].field).toBe('name');
    }
    const again = await call('POST', '/domains', { name: 'TWICE.example' });
    expect(again.status).toBe(409);
    expect(again.json.error.message).toMatch(/twice.example is already a sending domain/);
    expect([await countRows('domains'), await countRows('dkim_keys'), await countRows('audit_log')]).toEqual(
      before,
    );
  });

  it('answers 404 for a domain that is not there, and 400 for an id that is not one', async () => {
    for (const [method, path, body] of [
      ['GET', '/domains/999999'],
      ['DELETE', '/domains/999999'],
      ['POST', '/domains/999999/check'],
      ['POST', '/domains/999999/dkim-rotation', { step: 'publish_next' }],
    ] as const) {
      expect((await call(method, path, body)).status).toBe(404);
    }
    expect((await call('GET', '/domains/abc')).status).toBe(400);
  });

  it('deletes a domain, audited by name; its messages keep it, and adding it again gives a new selector', async () => {
    const d = await add('gone.example');
    const deleted = await call('DELETE', `/domains/${d.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.json.data).toMatchObject({ id: d.id, name: 'gone.example' });
    expect((await call('GET', `/domains/${d.id}`)).status).toBe(404);
    expect((await call('GET', '/domains')).json.data.domains.map((x: Json) => x.name)).not.toContain(
      'gone.example',
    );
    expect((await call('DELETE', `/domains/${d.id}`)).status).toBe(404);
    const audit = (await call('GET', `/audit-log?action=domain.delete&target_id=${d.id}`)).json.data.entries;
    expect(audit).toHaveLength(1);
    expect(audit[0].target_label).toBe('gone.example');
    // Retired with its private key erased: a deleted domain's key can never sign.
    expect(
      await s.db.query('SELECT 1 FROM dkim_keys WHERE domain_id = $1 AND private_key IS NOT NULL', [d.id]),
    ).toEqual([]);

    const back = await add('gone.example');
    expect(back.id).toBe(d.id);
    expect(record(back, 'dkim').selector).toBe('rd2');
  });

  it('gives a domain known only from statistics a key and records on first read', async () => {
    const id = await insertDomain(s.db, 'stats-only.example', new Date(Date.now() - 30 * 24 * hour));
    const d = (await call('GET', `/domains/${id}`)).json.data;
    expect(record(d, 'dkim')).toMatchObject({ selector: 'rd1', dkim_role: 'active' });
    expect((await call('GET', `/domains/${id}`)).json.data.records).toEqual(d.records);
  });
});

describe('checking a domain', () => {
  it('reads a fresh domain with nothing published as pending, then each change as one history row', async () => {
    const d = await add('fresh.example');
    const first = await check(d.id);
    expect(first.health).toBe('pending');
    expect(first.records.every((r: Json) => r.status === 'pending')).toBe(true);
    expect(record(first, 'spf').problem).toMatch(/up to 48 hours/);
    expect(first.history.map((h: Json) => [h.subject, h.from, h.to]).sort()).toEqual([
      ['blocklist:zen.spamhaus.test:192.0.2.10', null, 'clear'],
      ['dkim:rd1', null, 'pending'],
      ['dmarc', null, 'pending'],
      ['ptr:192.0.2.10', null, 'verified'],
      ['return_path', null, 'pending'],
      ['spf', null, 'pending'],
    ]);

    // Found but different is a mismatch even on a fresh domain: a truncated key is no propagation delay.
    publishAll(first);
    const dkim = record(first, 'dkim');
    dns.publish(dkim.fqdn, dkim.strings[0]);
    const second = await check(d.id);
    expect(record(second, 'dkim')).toMatchObject({ status: 'mismatch', found: [dkim.strings[0]] });
    expect(second.health).toBe('needs_attention');
    expect(second.next_step).toMatch(/^Fix the DKIM \(rd1\) record at rd1\._domainkey\.fresh\.example/);
    const rows = second.history.filter((h: Json) => h.at === second.checked_at);
    expect(rows.map((h: Json) => [h.subject, h.from, h.to]).sort()).toEqual([
      ['dkim:rd1', 'pending', 'mismatch'],
      ['dmarc', 'pending', 'verified'],
      ['return_path', 'pending', 'verified'],
      ['spf', 'pending', 'verified'],
    ]);
    expect(rows.find((h: Json) => h.subject === 'dkim:rd1').found).toBe(dkim.strings[0]);

    dns.publish(dkim.fqdn, dkim.value);
    const ready = await check(d.id);
    expect(ready).toMatchObject({ health: 'ready', next_step: null });
    expect(ready.last_check.timed_out).toEqual([]);
    expect(record(ready, 'dmarc').problem).toMatch(/p=quarantine, then p=reject/);
    const historyLength = ready.history.length;
    // Nothing changed: no new history rows.
    expect((await check(d.id)).history).toHaveLength(historyLength);
    expect((await call('GET', '/domains')).json.data.domains.find((x: Json) => x.id === d.id)).toMatchObject({
      health: 'ready',
      next_step: null,
    });

    const audit = (await call('GET', `/audit-log?action=domain.check&target_id=${d.id}`)).json.data.entries;
    expect(audit[0]).toMatchObject({
      target_label: 'fresh.example',
      detail: { before: { health: 'ready' }, after: { health: 'ready' } },
    });
  });

  it('reads a record missing after 48 hours, or once verified, as missing: the domain needs attention', async () => {
    const d = await add('older.example');
    publishAll(d);
    expect((await check(d.id)).health).toBe('ready');
    dns.publish(record(d, 'return_path').fqdn);
    const broken = await check(d.id);
    expect(record(broken, 'return_path').status).toBe('missing');
    expect(broken.next_step).toBe(
      'Publish the return-path CNAME record (CNAME at rd-bounces.older.example).',
    );

    const late = await add('late.example');
    s.setNow(() => new Date(Date.now() + 49 * hour));
    try {
      const unpublished = await check(late.id);
      expect(record(unpublished, 'spf').status).toBe('missing');
      expect(unpublished.health).toBe('needs_attention');
    } finally {
      s.setNow(() => new Date());
    }
  });

  it('says "could not check" when a lookup fails, never missing, and names the lookups that timed out', async () => {
    const d = await add('flaky.example');
    publishAll(d);
    dns.fail(record(d, 'spf').fqdn);
    try {
      const checked = await check(d.id);
      expect(record(checked, 'spf')).toMatchObject({
        status: 'error',
        problem: expect.stringMatching(/^could not check/),
      });
      expect(checked.health).toBe('could_not_check');
      expect(checked.last_check.timed_out).toEqual(['TXT flaky.example']);
      expect(checked.next_step).toMatch(/Check again later; these lookups timed out: TXT flaky\.example/);
    } finally {
      dns.heal(record(d, 'spf').fqdn);
    }
  });

  it('keeps when a blocklist first listed a sending IP, through a check the list could not answer', async () => {
    const d = await add('listed.example');
    publishAll(d);
    dns.list('zen.spamhaus.test', '192.0.2.10', '127.0.0.2');
    try {
      const listed = await check(d.id);
      const since = listed.blocklists[0].listed_since;
      expect(listed.blocklists[0]).toMatchObject({
        status: 'listed',
        code: '127.0.0.2',
        delist_url: 'https://check.spamhaus.test/',
      });
      expect(listed.health).toBe('needs_attention');
      expect(listed.next_step).toBe('Ask Spamhaus ZEN to delist 192.0.2.10 (https://check.spamhaus.test/).');
      expect((await check(d.id)).blocklists[0].listed_since).toBe(since);
    } finally {
      dns.list('zen.spamhaus.test', '192.0.2.10', null);
    }
    const clear = await check(d.id);
    expect(clear.blocklists[0]).toMatchObject({ status: 'clear', listed_since: null });
    expect(clear.history[0]).toMatchObject({
      subject: 'blocklist:zen.spamhaus.test:192.0.2.10',
      from: 'listed',
      to: 'clear',
    });
  });
});

describe('reserved names', () => {
  it('never asks the system resolver about a .test name: refused with the reason as "could not check"', async () => {
    const own = fakeDnsCheck();
    const system = await startTestService({}, { context: { dnsCheck: own.check } });
    try {
      const d = (await system.call('POST', '/domains', { name: 'shop.acme.test' })).json.data;
      const checked = (await system.call('POST', `/domains/${d.id}/check`)).json.data;
      expect(own.asked).toEqual([]);
      expect(checked.health).toBe('could_not_check');
      for (const r of checked.records)
        expect(r).toMatchObject({ status: 'error', problem: expect.stringMatching(/\.test.*RFC 6761/) });
      const other = (await system.call('POST', '/domains', { name: 'shop.acme.com' })).json.data;
      await system.call('POST', `/domains/${other.id}/check`);
      expect(own.asked.map((a) => a.domain)).toEqual(['shop.acme.com']);
    } finally {
      await system.close();
    }
  });

  it('asks configured DNS servers about any name, .test included', async () => {
    const before = dns.asked.length;
    const d = await add('lab.acme.test');
    await check(d.id);
    expect(dns.asked.slice(before).map((a) => a.domain)).toEqual(['lab.acme.test']);
  });
});

describe('DKIM rotation', () => {
  it('goes publish_next, switch once the next key is verified, retire_old; any step out of order is a 409', async () => {
    const d = await add('rotate.example');
    publishAll(d);
    await check(d.id);
    for (const step of ['switch', 'retire_old']) {
      const res = await rotate(d.id, step);
      expect(res.status).toBe(409);
    }
    expect((await rotate(d.id, 'switch')).json.error.message).toMatch(/publish_next first/);

    const published = (await rotate(d.id, 'publish_next')).json.data;
    expect(record(published, 'dkim', 'rd2')).toMatchObject({ dkim_role: 'next', status: 'pending' });
    expect(published.health).toBe('pending');
    expect((await rotate(d.id, 'publish_next')).status).toBe(409);
    const early = await rotate(d.id, 'switch');
    expect(early.status).toBe(409);
    expect(early.json.error.message).toMatch(/rd2 is not verified yet/);

    publishAll(published);
    expect((await check(d.id)).health).toBe('ready');
    const switched = (await rotate(d.id, 'switch')).json.data;
    expect(
      switched.records
        .filter((r: Json) => r.kind === 'dkim')
        .map((r: Json) => [r.selector, r.dkim_role, r.status]),
    ).toEqual([
      ['rd2', 'active', 'verified'],
      ['rd1', 'retiring', 'verified'],
    ]);
    expect((await rotate(d.id, 'publish_next')).json.error.message).toMatch(/rd1 is still retiring/);

    const retired = (await rotate(d.id, 'retire_old')).json.data;
    expect(retired.records.filter((r: Json) => r.kind === 'dkim').map((r: Json) => r.selector)).toEqual([
      'rd2',
    ]);
    expect(retired.health).toBe('ready');
    expect((await rotate(d.id, 'retire_old')).status).toBe(409);

    const audit = (await call('GET', `/audit-log?action=domain.rotate_dkim&target_id=${d.id}`)).json.data
      .entries;
    expect(audit.map((e: Json) => e.detail).reverse()).toEqual([
      { step: 'publish_next', next: 'rd2' },
      { step: 'switch', active: 'rd2', retiring: 'rd1' },
      { step: 'retire_old', retired: 'rd1' },
    ]);
    expect(audit.every((e: Json) => e.target_label === 'rotate.example')).toBe(true);
  });

  it('refuses an unknown step with the steps named, and changes nothing', async () => {
    const d = await add('badstep.example');
    const keys = await countRows('dkim_keys');
    const res = await rotate(d.id, 'spin');
    expect(res.status).toBe(400);
    expect(res.json.error.details[0]).toMatchObject({
      field: 'step',
      message: 'must be one of: publish_next, switch, retire_old',
    });
    expect(await countRows('dkim_keys')).toBe(keys);
  });
});

describe('permissions', () => {
  it('lets a stats key read domains and nothing more; a send key not even that', async () => {
    const d = await add('perm.example');
    expect((await call('GET', '/domains', undefined, s.keys.stats)).status).toBe(200);
    expect((await call('GET', `/domains/${d.id}`, undefined, s.keys.stats)).status).toBe(200);
    for (const [method, path, body] of [
      ['POST', '/domains', { name: 'x.example' }],
      ['DELETE', `/domains/${d.id}`],
      ['POST', `/domains/${d.id}/check`],
      ['POST', `/domains/${d.id}/dkim-rotation`, { step: 'publish_next' }],
    ] as const) {
      expect((await call(method, path, body, s.keys.stats)).status).toBe(403);
    }
    expect((await call('GET', '/domains', undefined, s.keys.send)).status).toBe(403);
    expect((await call('GET', `/domains/${d.id}`)).json.data.records).toHaveLength(4);
  });
});

describe('private keys', () => {
  it('never appear in an answer, an audit entry or a log line', async () => {
    const keys = await s.db.query<{ private_key: string }>(
      'SELECT private_key FROM dkim_keys WHERE private_key IS NOT NULL',
    );
    expect(keys.length).toBeGreaterThan(5);
    const audit = (await call('GET', '/audit-log?limit=200')).json.data.entries;
    expect(audit.length).toBeGreaterThan(10);
    const everything = [...answers, JSON.stringify(audit), ...logLines].join('\n');
    expect(logLines.length).toBeGreaterThan(10);
    for (const { private_key: pem } of keys) {
      // Any one line of the key's body would give part of it away.
      for (const line of pem.split('\n').filter((l) => l.length > 40)) expect(everything).not.toContain(line);
    }
    expect(everything).not.toContain('PRIVATE KEY');
  });
});
