import type { BlocklistResult, DomainRecordKind, ReverseDns } from '../../../../src/contract/domains';

/**
 * The DNS check engine's edge: what a check is asked to find, and what it found. The engine only reads
 * DNS; the service decides what a finding means over time (`pending` for a new domain, history, alerts).
 */

/** A record the service expects at a name, as it told the sender to publish it. */
export interface ExpectedRecord {
  kind: DomainRecordKind;
  /** DKIM only. */
  selector?: string;
  /** Absolute, without the trailing dot. */
  fqdn: string;
  type: 'TXT' | 'CNAME';
  /** The whole value published (a TXT record's strings joined; a CNAME's target host). */
  value: string;
}

/** A DNS blocklist: its zone, whether it lists IPs or domains, and how to read its answers. */
export interface DnsblZone {
  zone: string;
  /** Its name for people. */
  list: string;
  lists: 'ip' | 'domain';
  /** Answers meaning the query was refused or the list could not answer (Spamhaus' 127.255.255.252/254/255). */
  refusalCodes: readonly string[];
  delistUrl: string | null;
}

export interface DnsCheckInput {
  domain: string;
  expected: readonly ExpectedRecord[];
  /** The service's include for SPF (`SPF_INCLUDE`), so SPF is judged as "authorises our servers". */
  spfInclude: string;
  /** The IPs mail leaves from (`SENDING_IPS`): reverse DNS and IP lists. */
  sendingIps: readonly string[];
  dnsbl: readonly DnsblZone[];
}

/** What one check found for one expected record. `pending` is never the engine's: the service decides it. */
export interface RecordFinding {
  kind: DomainRecordKind;
  selector?: string;
  status: 'verified' | 'mismatch' | 'missing' | 'error';
  /** Values found at the name for this kind (TXT strings joined). */
  found: string[];
  /** The difference named, or why it could not be told. */
  problem: string | null;
}

export interface DnsCheckResult {
  records: RecordFinding[];
  reverseDns: ReverseDns[];
  /** `listed_since` is the service's (it remembers); the engine leaves it out. */
  blocklists: Omit<BlocklistResult, 'listed_since'>[];
  dmarc: {
    policy: 'none' | 'quarantine' | 'reject';
    pct: number;
    rua: string[];
    adkim: 'r' | 's';
    aspf: 'r' | 's';
  } | null;
  /** Lookups that hit their deadline, named as `TXT example.com`. */
  timedOut: string[];
  startedAt: Date;
  finishedAt: Date;
}

export type DnsCheck = (input: DnsCheckInput) => Promise<DnsCheckResult>;
