import { createRequire } from 'node:module';

/**
 * The parts of mailauth (RFC 7208 SPF, DMARC record lookup, DKIM tag parsing) the checks use, typed
 * here: mailauth is CommonJS and ships types for its verifiers only, not for these helpers.
 */
const require = createRequire(import.meta.url);

/** As `dns.promises.resolve`: mailauth asks through this, so a check's own lookups answer it. */
export type MailauthResolver = (name: string, type: string) => Promise<unknown[]>;

export interface SpfVerdict {
  status: {
    result: 'pass' | 'fail' | 'softfail' | 'neutral' | 'none' | 'permerror' | 'temperror';
    comment?: string;
  };
  /** The SPF record evaluated at the domain. */
  rr?: string;
  lookups?: { limit: number; count: number; void: number };
}

export const spfVerify: (opts: {
  sender: string;
  ip: string;
  helo: string;
  mta: string;
  resolver: MailauthResolver;
}) => Promise<SpfVerdict> = (require('mailauth/lib/spf') as { spf: never }).spf;

/** A DMARC record's tags (lower-case keys; `pct` a number), or false when there is none (or several). */
export type DmarcTags = Record<string, string | number | boolean> & { rr: string; isOrgRecord: boolean };

export const getDmarcRecord: (
  domain: string,
  resolver: MailauthResolver,
) => Promise<DmarcTags | false> = require('mailauth/lib/dmarc/get-dmarc-record');

interface DkimTags {
  /** Tags as `{value}`; `header` and `value` are the prefix's, as strings. */
  parsed?: Record<string, { value: string } | string | undefined>;
}
const parseDkimHeaders: (header: string) => DkimTags = require('mailauth/lib/parse-dkim-headers');

/** A DKIM key record's tags (`v`, `k`, `p`, …), read as mailauth reads a key from DNS. */
export function dkimRecordTags(record: string): Record<string, string> {
  const parsed = parseDkimHeaders(`DNS: TXT;${record}`).parsed ?? {};
  return Object.fromEntries(
    Object.entries(parsed).flatMap(([key, tag]) =>
      typeof tag === 'object' ? [[key.toLowerCase(), tag.value]] : [],
    ),
  );
}
