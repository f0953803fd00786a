import type { BlocklistResult, DomainRecordKind } from '../../src/contract/domains';
import type { Config } from '../config';
import type { Queryable } from '../store/db';
import { publishedKeys } from '../store/repos/dkim-keys-repo';
import { findDomain, insertDomain, listDomains } from '../store/repos/domains-repo';
import { storeCheck } from '../services/domains/check';
import { newDkimKeyPair } from '../services/domains/dkim-key';
import { storeNewKey } from '../services/domains/dkim-keys';
import type { DnsCheckResult, RecordFinding } from '../services/domains/dns-check/types';
import { recordsToPublish } from '../services/domains/records';

const hour = 3_600_000;

/** What a recorded check saw for one record; unnamed records were as published. */
type Seen = 'missing' | { mismatch: (published: string) => string; problem: string } | { error: string };

interface RecordedCheck {
  hoursAgo: number;
  records?: Partial<Record<DomainRecordKind, Seen>>;
  listed?: {
    zone: (typeof lists)[number]['zone'];
    status: 'listed' | 'error';
    code: string;
    problem?: string;
  };
  timedOut?: string[];
}

/**
 * The demo's blocklists: stand-ins for Spamhaus' lists under reserved names, so demo data names no
 * host outside this machine (its history is recorded, never asked).
 */
const lists = [
  {
    zone: 'zen.spamhaus.test',
    list: 'Spamhaus ZEN',
    ip: true,
    delistUrl: 'https://delist.spamhaus.example/',
  },
  {
    zone: 'dbl.spamhaus.test',
    list: 'Spamhaus DBL',
    ip: false,
    delistUrl: 'https://delist.spamhaus.example/',
  },
] as const;

const allMissing = { spf: 'missing', dkim: 'missing', return_path: 'missing', dmarc: 'missing' } as const;
/** The first check, an hour after a domain was added: nothing seen yet, all pending. */
const firstLook = (daysAgo: number): RecordedCheck => ({ hoursAgo: daysAgo * 24 - 1, records: allMissing });

/**
 * The demo's sending domains, each with a recorded check history so every health word and every record
 * status shows: mail (ready), news (DKIM published truncated, DMARC removed, on a domain list: needs
 * attention), billing (its last check timed out and Spamhaus refused the query: could not check) and
 * promo (added this morning: pending). All under .test: a Check now through the system's resolver is
 * refused with the reason, never sent to DNS.
 */
const stories: Record<string, RecordedCheck[]> = {
  'mail.acme-shop.test': [firstLook(90), { hoursAgo: 89 * 24 }, { hoursAgo: 1 }],
  'news.acme-shop.test': [
    firstLook(90),
    { hoursAgo: 89 * 24 },
    {
      hoursAgo: 72,
      listed: { zone: 'dbl.spamhaus.test', status: 'listed', code: '127.0.1.2' },
    },
    {
      hoursAgo: 48,
      records: {
        dkim: {
          mismatch: (value) => value.slice(0, 255),
          problem:
            'The key is cut off after 255 characters: publish the value as two strings of at most 255 characters each.',
        },
        dmarc: 'missing',
      },
      listed: { zone: 'dbl.spamhaus.test', status: 'listed', code: '127.0.1.2' },
    },
  ],
  'billing.acme-shop.test': [
    firstLook(90),
    { hoursAgo: 89 * 24 },
    {
      hoursAgo: 0.3,
      records: { spf: { error: 'could not check: TXT billing.acme-shop.test timed out after 5 s' } },
      timedOut: ['TXT billing.acme-shop.test'],
      listed: {
        zone: 'zen.spamhaus.test',
        status: 'error',
        code: '127.255.255.254',
        problem:
          'could not check: Spamhaus refused the query (127.255.255.254: asked through a public resolver)',
      },
    },
  ],
  'promo.acme-shop.test': [
    { hoursAgo: 4, records: { dkim: 'missing', return_path: 'missing', dmarc: 'missing' } },
  ],
};

/** Seeds the demo's domain setup: a DKIM key each, and their recorded checks, oldest first. */
export async function seedDemoDomains(tx: Queryable, now: Date, config: Config) {
  await insertDomain(tx, 'promo.acme-shop.test', new Date(now.getTime() - 5 * hour));
  for (const { id, name } of await listDomains(tx)) {
    const story = stories[name];
    if (!story) continue;
    const domain = (await findDomain(tx, id))!;
    await storeNewKey(tx, id, 'active', await newDkimKeyPair(), domain.created_at);
    for (const check of story) {
      const at = new Date(now.getTime() - check.hoursAgo * hour);
      const current = (await findDomain(tx, id))!;
      const result = recordedResult(
        current.name,
        recordsToPublish(current, config, await publishedKeys(tx, id)),
        check,
        config,
        at,
      );
      await storeCheck(tx, config, current, { result }, at, at);
    }
  }
}

function recordedResult(
  name: string,
  records: ReturnType<typeof recordsToPublish>,
  check: RecordedCheck,
  config: Config,
  at: Date,
): DnsCheckResult {
  const findings = records.map((r): RecordFinding => {
    const base = { kind: r.kind, ...(r.selector ? { selector: r.selector } : {}) };
    const seen = check.records?.[r.kind];
    if (!seen) return { ...base, status: 'verified', found: [r.value], problem: null };
    if (seen === 'missing')
      return { ...base, status: 'missing', found: [], problem: `No ${r.type} record at ${r.fqdn}.` };
    if ('error' in seen) return { ...base, status: 'error', found: [], problem: seen.error };
    return { ...base, status: 'mismatch', found: [seen.mismatch(r.value)], problem: seen.problem };
  });
  const dmarcSeen = findings.find((f) => f.kind === 'dmarc')?.status === 'verified';
  const blocklists = lists.flatMap(({ zone, list, ip, delistUrl }) =>
    (ip ? config.SENDING_IPS : [name]).map((target): Omit<BlocklistResult, 'listed_since'> => {
      const hit = check.listed?.zone === zone ? check.listed : null;
      return {
        zone,
        list,
        target,
        status: hit?.status ?? 'clear',
        code: hit?.code ?? null,
        delist_url: delistUrl,
        problem: hit?.problem ?? null,
      };
    }),
  );
  return {
    records: findings,
    reverseDns: config.SENDING_IPS.map((ip) => ({
      ip,
      status: 'verified',
      ptr: 'mta1.relaydesk.test',
      problem: null,
    })),
    blocklists,
    dmarc: dmarcSeen
      ? { policy: 'none', pct: 100, rua: [`mailto:${config.DMARC_REPORT_ADDRESS}`], adkim: 'r', aspf: 'r' }
      : null,
    timedOut: check.timedOut ?? [],
    startedAt: at,
    finishedAt: at,
  };
}
