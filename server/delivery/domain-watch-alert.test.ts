import { afterEach, expect, it } from 'vitest';
import {
  startDnsFixtureServer,
  type DnsFixtureServer,
  type FixtureRecord,
} from '../test/dns/dns-fixture-server';
import { serviceRecords, world } from '../test/dns/sender-world';
import { serviceProcess } from '../test/service-process';
import { until } from '../test/until';

const adminKey = 'domain-watch-admin-key-0123456789';
const statsKey = 'domain-watch-stats-key-0123456789';
/** Three seconds: short enough for a test, long enough that a round is a round. */
const intervalMin = 0.05;

let dns: DnsFixtureServer | undefined;
let service: ReturnType<typeof serviceProcess> | undefined;
afterEach(async () => {
  await service?.dispose();
  await dns?.stop();
  service = dns = undefined;
});

interface ApiRecord {
  type: 'TXT' | 'CNAME';
  fqdn: string;
  value: string;
  strings?: string[];
  kind: string;
  status: string;
}
/** The records as the API asked for them, published as a careful sender would. */
const published = (records: ApiRecord[]): FixtureRecord[] =>
  records.map((r) =>
    r.type === 'CNAME'
      ? { type: 'CNAME', name: r.fqdn, target: r.value }
      : { type: 'TXT', name: r.fqdn, strings: r.strings ?? [r.value] },
  );

it('a record broken after it was verified opens exactly one incident within a round, resolved once fixed', async () => {
  dns = await startDnsFixtureServer({ records: serviceRecords() });
  service = serviceProcess({
    ADMIN_API_KEY: adminKey,
    STATS_API_KEY: statsKey,
    DNS_SERVERS: dns.server,
    SPF_INCLUDE: world.spfInclude,
    RETURN_PATH_HOST: world.returnPathHost,
    SENDING_IPS: world.sendingIp,
    DNSBL_ZONES: 'none',
    DOMAIN_CHECK_INTERVAL_MIN: String(intervalMin),
    ALERT_EVAL_INTERVAL_S: '0.5',
  });
  await service.start();
  const api = service.call.bind(null, adminKey);
  /** Reading a domain needs `stats`. */
  const read = service.call.bind(null, statsKey);

  const created = await api('/domains', { name: 'watched.test' });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  const domain = created.json.data;
  const records = published(domain.records);
  await dns.update({ records: [...serviceRecords(), ...records] });

  const rule = await api('/alert-rules', {
    name: 'Domain setup broke',
    metric: 'domain_setup_problems',
    comparator: 'gt',
    threshold: 0,
    window_minutes: 5,
    resolve_after_minutes: 0,
    channels: [],
  });
  expect(rule.status, JSON.stringify(rule.json)).toBe(201);

  const checked = await api(`/domains/${domain.id}/check`, {});
  expect(checked.json.data.health, JSON.stringify(checked.json.data.records)).toBe('ready');

  const incidents = async () =>
    (
      (await api('/alerts')).json.data.incidents as { rule_id: number; state: string; scope: string }[]
    ).filter((i) => i.rule_id === rule.json.data.rule.id);

  // DKIM cut at 255 characters on publish: the next round finds it, the evaluator opens one incident.
  const broken = records.map((r) =>
    r.type === 'TXT' && r.name.includes('._domainkey.')
      ? { ...r, strings: [r.strings.join('').slice(0, 255)] }
      : r,
  );
  await dns.update({ records: [...serviceRecords(), ...broken] });
  const brokeAt = Date.now();
  await until('an incident for the broken DKIM record', async () =>
    (await incidents()).some((i) => i.state === 'firing'),
  );
  const detail = (await read(`/domains/${domain.id}`)).json.data;
  const dkim = detail.records.find((r: ApiRecord) => r.kind === 'dkim');
  expect(dkim.status).toBe('mismatch');
  // Found by a scheduled round, not by a person: the check that found it ran after the break.
  expect(Date.parse(detail.checked_at)).toBeGreaterThanOrEqual(brokeAt - 1_000);

  // Two more rounds of the same finding: still one incident.
  const after = Date.parse(detail.checked_at);
  const checkedAt = async () => Date.parse((await read(`/domains/${domain.id}`)).json.data.checked_at);
  await until('another round', async () => (await checkedAt()) > after);
  const later = await checkedAt();
  await until('a third round', async () => (await checkedAt()) > later);
  expect(await incidents()).toHaveLength(1);

  // Fixed: the next round sees it verified and the incident resolves; no second one opens.
  await dns.update({ records: [...serviceRecords(), ...records] });
  await until('the incident resolved', async () => (await incidents()).every((i) => i.state === 'resolved'));
  const final = await incidents();
  expect(final).toHaveLength(1);
  expect(final[0]!.scope).toBe(String(domain.id));
  expect((await read(`/domains/${domain.id}`)).json.data.health).toBe('ready');
}, 180_000);
