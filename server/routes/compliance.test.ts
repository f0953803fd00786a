import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complianceRules } from '../../src/contract';
import { CounterTally } from '../store/repos/event-counters';
import { fakeDnsCheck } from '../test/fake-dns-check';
import { startTestService, type TestService } from '../test/harness';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests inspect arbitrary JSON
type Json = any;
const hour = 3_600_000;
const day = 24 * hour;
/** "Now" for the checklist: every window is counted back from here. */
const now = Date.parse('2026-03-20T12:00:00Z');
const at = (ms: number) => () => new Date(ms);

const dns = fakeDnsCheck();
let s: TestService;
const ids: Record<string, number> = {};
const get = (path: string, key = s.keys.stats) => s.call('GET', path, undefined, key);
const checklist = async (domain?: string) => {
  const res = await get(`/compliance${domain ? `?domain_id=${ids[domain]}` : ''}`);
  expect(res.status, res.text).toBe(200);
  return res.json.data;
};
const line = (data: Json, rule: string) => data.lines.find((l: Json) => l.rule === rule);

const addDomain = async (name: string, when: number) => {
  s.setNow(at(when));
  const res = await s.call('POST', '/domains', { name });
  expect(res.status, res.text).toBe(201);
  ids[name] = res.json.data.id;
  return res.json.data;
};
const publishAll = (domain: Json) => {
  for (const r of domain.records) dns.publish(r.fqdn, r.type === 'TXT' ? r.strings.join('') : r.value);
};
const checkDomain = async (name: string) => {
  s.setNow(at(now));
  expect((await s.call('POST', `/domains/${ids[name]}/check`)).status).toBe(200);
};
/** Sends each recipient from `domain` at `when`, each message run through the simulator to its end. */
const send = async (domain: string, when: number, recipients: string[]) => {
  s.setNow(at(when));
  const sent: string[] = [];
  for (const to of recipients) {
    const res = await s.call('POST', '/messages', { to, from: `news@${domain}`, subject: 'Hello' });
    expect(res.status, res.text).toBe(202);
    sent.push(res.json.data.message.id);
  }
  await s.settle();
  return sent;
};
const oneClickPair = [
  {
    name: 'List-Unsubscribe',
    value: '<https://relaydesk.test/unsubscribe/t0k3n>, <mailto:u@relaydesk.test>',
  },
  { name: 'List-Unsubscribe-Post', value: 'List-Unsubscribe=One-Click' },
];
const makeBulk = (id: string, headers: unknown[]) =>
  s.db.query(`UPDATE messages SET stream = 'bulk', headers = $2::jsonb WHERE id = $1`, [
    id,
    JSON.stringify(headers),
  ]);
const unsubscribe = (domain: string, requested: number, suppressed: number | null) =>
  s.db.query(
    `INSERT INTO unsubscribe_requests (address, domain_id, requested_at, suppressed_at, via)
     VALUES ('reader@example.org', $1, $2, $3, 'one_click')`,
    [ids[domain], new Date(requested), suppressed === null ? null : new Date(suppressed)],
  );
/** `n` messages to Gmail from `domain`, accepted at `when` (written as a bulk load would). */
const gmailLoad = (domain: string, when: number, n: number) =>
  s.db.query(
    `INSERT INTO messages (id, to_email, from_email, subject, status, domain_id, created_at, scenario)
     SELECT gen_random_uuid(), 'load' || i || '@gmail.com', 'news@' || $1, 'Load', 'delivered', $2, $3, 'deliver'
     FROM generate_series(1, $4) AS i`,
    [domain, ids[domain], new Date(when), n],
  );

// good.example: every record verified; 5 deliveries yesterday, one without TLS, one Gmail complaint
//   of 3 Gmail deliveries; two bulk messages, one without the pair; an unsubscribe that took 3 days;
//   5,000 messages to Gmail inside 24 whole hours ten days ago.
// bad.example: SPF gone, DMARC not checkable; one delivery 20 days ago; one request waiting 3 days.
// new.example: added an hour ago (records pending); 2 TLS deliveries; bulk mail with the pair; one
//   Gmail complaint in 1,000 deliveries three days ago; 2,500 + 2,500 Gmail messages 24 hours apart.
// never.example: never checked, no mail.
beforeAll(async () => {
  s = await startTestService({ DNS_SERVERS: ['127.0.0.1:5331'] }, { context: { dnsCheck: dns.check } });
  publishAll(await addDomain('good.example', now - 5 * day));
  const bad = await addDomain('bad.example', now - 5 * day);
  publishAll(bad);
  dns.publish('bad.example');
  dns.fail('_dmarc.bad.example');
  await addDomain('new.example', now - hour);
  await addDomain('never.example', now - hour);
  for (const name of ['good.example', 'bad.example', 'new.example']) await checkDomain(name);

  const good = await send('good.example', now - day, [
    'ann@gmail.com',
    'bob@gmail.com',
    'complaint@gmail.com',
    'notls@example.org',
    'dee@yahoo.com',
  ]);
  await makeBulk(good[0]!, oneClickPair);
  await makeBulk(good[1]!, [oneClickPair[0]]);
  const fresh = await send('new.example', now - day, ['cy@outlook.com', 'eve@gmail.com']);
  await makeBulk(fresh[0]!, oneClickPair);
  await send('bad.example', now - 20 * day, ['fred@gmail.com']);

  await unsubscribe('good.example', now - 10 * day, now - 10 * day + 5000);
  await unsubscribe('good.example', now - 6 * day, now - 3 * day);
  await unsubscribe('bad.example', now - 3 * day, null);
  await unsubscribe('new.example', now - 2 * day, now - 2 * day + 2000);
  await unsubscribe('new.example', now - hour, null);

  const threeDaysAgo = new Date(now - 3 * day);
  const tally = new CounterTally();
  const counted = { at: threeDaysAgo, domainId: ids['new.example']!, to: 'x@gmail.com' };
  tally.add({ ...counted, type: 'delivered' }, 1000);
  tally.add({ ...counted, type: 'complained' });
  await s.db.transaction((tx) => tally.flush(tx));

  const tenDaysAgo = Date.parse('2026-03-10T05:00:00Z');
  await gmailLoad('good.example', tenDaysAgo, 2500);
  await gmailLoad('good.example', tenDaysAgo + 23 * hour + 59 * 60_000, 2500);
  await gmailLoad('new.example', tenDaysAgo, 2500);
  await gmailLoad('new.example', tenDaysAgo + 24 * hour, 2500);
  s.setNow(at(now));
}, 60_000);
afterAll(() => s?.close());

describe('one domain', () => {
  it('lists every rule once, in order, for the domain asked about', async () => {
    const data = await checklist('good.example');
    expect(data.domain).toEqual({ id: ids['good.example'], name: 'good.example' });
    expect(data.as_of).toBe(new Date(now).toISOString());
    expect(data.lines.map((l: Json) => l.rule)).toEqual([...complianceRules]);
    expect(data.domains).toBeUndefined();
  });

  it('proves authentication, DMARC and reverse DNS from the stored domain checks', async () => {
    const good = await checklist('good.example');
    expect(line(good, 'authentication_aligned')).toMatchObject({ verdict: 'pass', numbers: { verified: 3 } });
    expect(line(good, 'authentication_aligned').evidence).toMatch(
      /^SPF verified, DKIM \(rd1\) verified and the return path verified/,
    );
    expect(line(good, 'dmarc_published').evidence).toMatch(/^DMARC published at _dmarc.good.example/);
    expect(line(good, 'reverse_dns')).toMatchObject({ verdict: 'pass' });
    expect(line(good, 'reverse_dns').evidence).toMatch(/^192.0.2.10 → mta.relaydesk.test and back/);

    const bad = await checklist('bad.example');
    expect(line(bad, 'authentication_aligned')).toMatchObject({ verdict: 'fail', numbers: { verified: 2 } });
    expect(line(bad, 'authentication_aligned').evidence).toMatch(
      /SPF missing \(no TXT record at bad.example\)/,
    );
    expect(line(bad, 'dmarc_published')).toMatchObject({
      verdict: 'unknown',
      reason: 'could not check DMARC',
    });

    const fresh = await checklist('new.example');
    expect(line(fresh, 'authentication_aligned').verdict).toBe('warn');
    expect(line(fresh, 'authentication_aligned').evidence).toMatch(/SPF pending/);

    const never = await checklist('never.example');
    for (const rule of ['authentication_aligned', 'dmarc_published', 'reverse_dns'])
      expect(line(never, rule)).toMatchObject({
        verdict: 'unknown',
        reason: 'the domain has not been checked yet',
      });
  });

  it('counts the deliveries of the last 7 days over TLS: any without is a warn', async () => {
    expect(line(await checklist('good.example'), 'tls')).toEqual({
      rule: 'tls',
      verdict: 'warn',
      evidence: '4 of 5 deliveries (80.0%) over TLS in the last 7 days; 1 without TLS.',
      reason: null,
      numbers: { deliveries: 5, tls: 4, share: 0.8 },
    });
    expect(line(await checklist('new.example'), 'tls')).toMatchObject({
      verdict: 'pass',
      numbers: { tls: 2 },
    });
    expect(line(await checklist('bad.example'), 'tls')).toMatchObject({
      verdict: 'unknown',
      reason: 'no deliveries in 7 days',
    });
  });

  it('finds the bulk mail of the last 7 days without the one-click pair', async () => {
    expect(line(await checklist('good.example'), 'one_click_unsubscribe')).toMatchObject({
      verdict: 'fail',
      evidence:
        '1 of 2 bulk messages in the last 7 days lacked List-Unsubscribe with List-Unsubscribe-Post (RFC 8058).',
      numbers: { bulk: 2, lacking: 1 },
    });
    expect(line(await checklist('new.example'), 'one_click_unsubscribe')).toMatchObject({
      verdict: 'pass',
      evidence:
        'The one bulk message in the last 7 days carried List-Unsubscribe with List-Unsubscribe-Post (RFC 8058).',
      numbers: { bulk: 1, lacking: 0 },
    });
    expect(line(await checklist('bad.example'), 'one_click_unsubscribe')).toMatchObject({
      verdict: 'unknown',
      reason: 'no bulk mail in 7 days',
    });
  });

  it('measures the longest wait from unsubscribe request to suppression, and any past 48 hours', async () => {
    expect(line(await checklist('good.example'), 'unsubscribes_honoured')).toMatchObject({
      verdict: 'fail',
      evidence:
        '2 unsubscribe requests in the last 30 days; the longest took 3 days from request to suppression (the limit is 48 h).',
      numbers: { requests: 2, longest_seconds: 3 * 86_400, waiting: 0, overdue: 0 },
    });
    expect(line(await checklist('bad.example'), 'unsubscribes_honoured')).toMatchObject({
      verdict: 'fail',
      evidence: '1 unsubscribe request in the last 30 days; 1 not suppressed yet, 1 of them past 48 h.',
    });
    expect(line(await checklist('new.example'), 'unsubscribes_honoured')).toMatchObject({
      verdict: 'pass',
      numbers: { requests: 2, longest_seconds: 2, waiting: 1, overdue: 0 },
    });
    expect(line(await checklist('never.example'), 'unsubscribes_honoured')).toMatchObject({
      verdict: 'unknown',
      reason: 'no unsubscribe requests in 30 days',
    });
  });

  it('judges each provider-day’s complaints against 0.1% and 0.3%', async () => {
    const good = line(await checklist('good.example'), 'complaint_rate');
    expect(good.verdict).toBe('fail');
    expect(good.evidence).toMatch(
      /^Highest daily rate in the last 30 days: 33.3% \(1 complaint of 3 deliveries\) at Gmail on 2026-03-19/,
    );
    const fresh = line(await checklist('new.example'), 'complaint_rate');
    expect(fresh).toMatchObject({
      verdict: 'warn',
      numbers: { worst_rate: 0.001, days_at_limit: 0, days_at_recommended: 1 },
    });
    expect(fresh.evidence).toMatch(/1 complaint of 1,000 deliveries\) at Gmail on 2026-03-17/);
    expect(line(await checklist('bad.example'), 'complaint_rate')).toMatchObject({
      verdict: 'pass',
      evidence: 'No complaints at Gmail, Yahoo or Microsoft in the last 30 days (1 delivery).',
    });
    expect(line(await checklist('never.example'), 'complaint_rate')).toMatchObject({
      verdict: 'unknown',
      reason: 'no deliveries to Gmail, Yahoo or Microsoft in 30 days',
    });
  });

  it('counts messages to Gmail in 24 whole hours: 5,000 makes a bulk sender, 24 hours apart does not', async () => {
    const good = line(await checklist('good.example'), 'bulk_sender');
    expect(good).toMatchObject({
      verdict: 'pass',
      numbers: { messages: 5000, threshold: 5000, bulk_sender: 1 },
    });
    expect(good.evidence).toBe(
      'Sent 5,000 messages to Gmail in the 24 hours from 10 Mar 2026, 05:00 UTC, the most in the last 30 days (counted in whole UTC hours): 5,000 or more, a bulk sender; the rules apply in full.',
    );
    const fresh = line(await checklist('new.example'), 'bulk_sender');
    expect(fresh).toMatchObject({ verdict: 'pass', numbers: { messages: 2500, bulk_sender: 0 } });
    expect(fresh.evidence).toMatch(/under 5,000, not a bulk sender\.$/);
  });
});

describe('the complaint line and the provider statistics', () => {
  it('holds exactly the statistics’ delivered and complained counts for the same days, per domain and for the account', async () => {
    for (const domain of [undefined, 'good.example', 'new.example', 'bad.example']) {
      const data = await checklist(domain);
      const stats = await get(`/stats/daily?group_by=provider${domain ? `&domain_id=${ids[domain]}` : ''}`);
      expect(stats.status).toBe(200);
      const expected = ['gmail', 'yahoo', 'microsoft'].flatMap((provider) =>
        stats.json.data.providers
          .find((p: Json) => p.provider === provider)
          .days.map((d: Json) => ({
            date: d.date,
            provider,
            delivered: d.delivered,
            complained: d.complained,
            rate: d.delivered ? d.complained / d.delivered : null,
          })),
      );
      expect(expected.length).toBe(90);
      expect(data.complaint_days).toEqual(expected);
    }
  });
});

describe('the account', () => {
  it('sums every domain’s mail, takes the worst domain check, and gives each domain its worst verdict', async () => {
    const data = await checklist();
    expect(data.domain).toBeNull();
    expect(data.domains).toEqual([
      { id: ids['bad.example'], name: 'bad.example', verdict: 'fail' },
      { id: ids['good.example'], name: 'good.example', verdict: 'fail' },
      { id: ids['never.example'], name: 'never.example', verdict: 'unknown' },
      { id: ids['new.example'], name: 'new.example', verdict: 'warn' },
    ]);
    const auth = line(data, 'authentication_aligned');
    expect(auth).toMatchObject({ verdict: 'fail', numbers: { domains: 4, passing: 1 } });
    expect(auth.evidence).toMatch(/^1 of 4 domains pass; bad.example: SPF/);
    expect(line(data, 'tls')).toMatchObject({ verdict: 'warn', numbers: { deliveries: 7, tls: 6 } });
    expect(line(data, 'one_click_unsubscribe')).toMatchObject({ numbers: { bulk: 3, lacking: 1 } });
    expect(line(data, 'unsubscribes_honoured')).toMatchObject({
      verdict: 'fail',
      numbers: { requests: 5, waiting: 2, overdue: 1 },
    });
    expect(line(data, 'complaint_rate')).toMatchObject({ verdict: 'fail', numbers: { complained: 2 } });
    const bulk = line(data, 'bulk_sender');
    expect(bulk.numbers).toMatchObject({ messages: 5000, bulk_sender: 1 });
    expect(bulk.evidence).toMatch(/^good.example sent 5,000 messages to Gmail/);
  });

  it('cannot judge the domain checks without domains, and says why', async () => {
    const empty = await startTestService();
    try {
      const res = await empty.call('GET', '/compliance', undefined, empty.keys.stats);
      expect(res.status, res.text).toBe(200);
      for (const l of res.json.data.lines)
        expect(l, l.rule).toMatchObject({ verdict: l.rule === 'bulk_sender' ? 'pass' : 'unknown' });
      expect(line(res.json.data, 'reverse_dns').reason).toBe('there are no sending domains');
      expect(res.json.data.domains).toEqual([]);
    } finally {
      await empty.close();
    }
  });
});

describe('refusals', () => {
  it('answers 404 for an unknown or deleted domain', async () => {
    const unknown = await get('/compliance?domain_id=999999');
    expect(unknown.status).toBe(404);
    expect(unknown.json.error.code).toBe('not_found');
    const gone = await addDomain('gone.example', now - hour);
    expect((await s.call('DELETE', `/domains/${gone.id}`)).status).toBe(200);
    s.setNow(at(now));
    expect((await get(`/compliance?domain_id=${gone.id}`)).status).toBe(404);
  });

  it('answers 400 naming domain_id for one that is not an id', async () => {
    for (const bad of ['abc', '0', '-1', '1.5']) {
      const res = await get(`/compliance?domain_id=${bad}`);
      expect(res.status, bad).toBe(400);
      expect(res.json.error.details.map((d: Json) => d.field)).toContain('domain_id');
    }
  });

  it('answers 403 to a key without the stats permission, naming it', async () => {
    const res = await get('/compliance', s.keys.send);
    expect(res.status).toBe(403);
    expect(res.json.error.message).toMatch(/stats/);
  });
});
