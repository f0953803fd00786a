import type { Domain, DomainDetail, DomainRecord } from '@/contract';

const checked = '2026-11-28T09:00:00.000Z';

export const domainList: Domain[] = [
  { id: 1, name: 'ready.example.test', health: 'ready', next_step: null, checked_at: checked },
  {
    id: 2,
    name: 'broken.example.test',
    health: 'needs_attention',
    next_step: 'Publish the DKIM record as given: the key found is cut short.',
    checked_at: checked,
  },
  {
    id: 3,
    name: 'dark.example.test',
    health: 'could_not_check',
    next_step: 'Check again later.',
    checked_at: checked,
  },
  {
    id: 4,
    name: 'new.example.test',
    health: 'pending',
    next_step: 'Publish the records below.',
    checked_at: null,
  },
];

const key = 'v=DKIM1; k=rsa; p=' + 'A'.repeat(300);

export const dkimRecord: DomainRecord = {
  kind: 'dkim',
  type: 'TXT',
  host: 's1._domainkey',
  fqdn: 's1._domainkey.broken.example.test',
  value: key,
  strings: [key.slice(0, 255), key.slice(255)],
  selector: 's1',
  dkim_role: 'active',
  status: 'mismatch',
  found: [key.slice(0, 255)],
  problem: null,
  checked_at: checked,
};

export const brokenDomain: DomainDetail = {
  ...domainList[1]!,
  records: [
    {
      kind: 'spf',
      type: 'TXT',
      host: '@',
      fqdn: 'broken.example.test',
      value: 'v=spf1 include:_spf.relaydesk.test -all',
      status: 'verified',
      found: ['v=spf1 include:_spf.relaydesk.test -all'],
      checked_at: checked,
    },
    dkimRecord,
    {
      kind: 'return_path',
      type: 'CNAME',
      host: 'bounces',
      fqdn: 'bounces.broken.example.test',
      value: 'return.relaydesk.test',
      status: 'error',
      found: [],
      problem: 'The lookup timed out after 3 s.',
      checked_at: checked,
    },
    {
      kind: 'dmarc',
      type: 'TXT',
      host: '_dmarc',
      fqdn: '_dmarc.broken.example.test',
      value: 'v=DMARC1; p=none; rua=mailto:dmarc@broken.example.test',
      required: false,
      status: 'missing',
      found: [],
      checked_at: checked,
    },
  ],
  reverse_dns: [{ ip: '192.0.2.10', status: 'verified', ptr: 'mta1.relaydesk.test', problem: null }],
  blocklists: [
    {
      zone: 'zen.spamhaus.org',
      list: 'Spamhaus ZEN',
      target: '192.0.2.10',
      status: 'error',
      code: '127.255.255.254',
      problem: 'The list refused the query (public resolver).',
    },
    {
      zone: 'bl.spamcop.net',
      list: 'SpamCop',
      target: '192.0.2.10',
      status: 'listed',
      code: '127.0.0.2',
      listed_since: '2026-11-27T08:00:00.000Z',
      delist_url: 'https://www.spamcop.net/bl.shtml',
    },
  ],
  last_check: { started_at: checked, finished_at: checked, timed_out: ['CNAME bounces.broken.example.test'] },
  history: [
    {
      at: '2026-11-27T08:00:00.000Z',
      subject: 'dkim:s1',
      from: 'verified',
      to: 'mismatch',
      found: key.slice(0, 255),
    },
  ],
};

/** The statistics' bounce breakdown for one domain: `sender` failures on the sender's side. */
export const bounceTotals = (sender: number) => {
  const zeroClasses = {
    invalid_recipient: 0,
    mailbox_unavailable: 0,
    reputation: 0,
    authentication: sender,
    content: 0,
    rate_limited: 0,
    policy: 0,
    temporary: 0,
    unknown: 0,
  };
  return {
    from: '2026-11-22',
    to: '2026-11-28',
    group_by: 'class',
    totals: { by_class: zeroClasses, by_side: { recipient: 0, sender, temporary: 0, unknown: 0 } },
    days: [],
    groups: [],
    top_replies: [],
  };
};
