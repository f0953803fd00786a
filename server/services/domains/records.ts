import type { DkimRole, DomainRecordKind } from '../../../src/contract/domains';
import type { Config } from '../../config';
import { dkimRecordValue } from './dkim-key';
import type { ExpectedRecord } from './dns-check/types';
import { txtStrings } from './txt-strings';

/** A record to publish as the provider's form wants it, and when it was first asked for. */
export interface PublishedRecord extends ExpectedRecord {
  /** Relative to the domain: `@`, `rd1._domainkey`, `_dmarc`, the return-path label. */
  host: string;
  strings?: string[];
  /** False for advice (DMARC). */
  required: boolean;
  dkimRole?: DkimRole;
  /** Since when the sender has been asked to publish it: the domain's addition, or the key's. */
  addedAt: Date;
}

/** A DKIM key as the records need it: never its private half. */
export interface PublishedKey {
  selector: string;
  role: DkimRole;
  public_key: string;
  created_at: Date;
}

export type RecordSettings = Pick<
  Config,
  'SPF_INCLUDE' | 'RETURN_PATH_HOST' | 'RETURN_PATH_LABEL' | 'DMARC_REPORT_ADDRESS'
>;

/** The way from the recommended DMARC policy to an enforcing one, for the record's problem. */
export const dmarcPath =
  'Start at p=none and read the reports; once all your mail passes aligned SPF or DKIM, move to p=quarantine, then p=reject.';

/** A record's key among a domain's records and in its history: `spf`, `dkim:rd1`, `dmarc`. */
export const recordSubject = (r: { kind: DomainRecordKind; selector?: string | undefined }) =>
  r.selector ? `${r.kind}:${r.selector}` : r.kind;

const roleOrder: Record<DkimRole, number> = { active: 0, next: 1, retiring: 2 };

/** Everything a sender publishes for `domain`: SPF, a DKIM record per published key, return path, DMARC. */
export function recordsToPublish(
  domain: { name: string; created_at: Date },
  settings: RecordSettings,
  keys: readonly PublishedKey[],
): PublishedRecord[] {
  const at = (host: string) => (host === '@' ? domain.name : `${host}.${domain.name}`);
  const txt = (r: Omit<PublishedRecord, 'type' | 'fqdn' | 'strings'>): PublishedRecord => ({
    ...r,
    type: 'TXT',
    fqdn: at(r.host),
    strings: txtStrings(r.value),
  });
  const dkim = [...keys]
    .sort((a, b) => roleOrder[a.role] - roleOrder[b.role])
    .map((key) =>
      txt({
        kind: 'dkim',
        selector: key.selector,
        dkimRole: key.role,
        host: `${key.selector}._domainkey`,
        value: dkimRecordValue(key.public_key),
        required: true,
        addedAt: key.created_at > domain.created_at ? key.created_at : domain.created_at,
      }),
    );
  return [
    txt({
      kind: 'spf',
      host: '@',
      value: `v=spf1 include:${settings.SPF_INCLUDE} ~all`,
      required: true,
      addedAt: domain.created_at,
    }),
    ...dkim,
    {
      kind: 'return_path',
      type: 'CNAME',
      host: settings.RETURN_PATH_LABEL,
      fqdn: at(settings.RETURN_PATH_LABEL),
      value: settings.RETURN_PATH_HOST,
      required: true,
      addedAt: domain.created_at,
    },
    txt({
      kind: 'dmarc',
      host: '_dmarc',
      value: `v=DMARC1; p=none; rua=mailto:${settings.DMARC_REPORT_ADDRESS}`,
      required: false,
      addedAt: domain.created_at,
    }),
  ];
}
