import { emailSchema, type SuppressionReason } from '@/contract';
import { parseImportDate } from './parse-date';
import { mapReason } from './reason-map';

/** `Email Address`, `email_address`, `EmailAddress` → `emailaddress`. */
const squash = (value: string) =>
  value
    .replace(/^\uFEFF/, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** Most specific first: the first header found in this order wins. */
const emailHeaders = ['email', 'emailaddress', 'address', 'recipient', 'mail', 'to'];
const reasonHeaders = [
  'reason',
  'suppressionreason',
  'type',
  'suppressiontype',
  'bouncetype',
  'category',
  'error',
  'status',
  'code',
];

/** When the vendor suppressed the address: kept as the row's original date. */
const dateHeaders = [
  'createdat',
  'created',
  'lastupdatetime',
  'suppressedat',
  'bouncedat',
  'date',
  'timestamp',
];

export type SourceFormat = 'relaydesk' | 'mailgun' | 'sendgrid' | 'postmark' | 'ses' | 'list' | 'generic';

export const formatLabels: Record<SourceFormat, string> = {
  relaydesk: 'a Relaydesk export',
  mailgun: 'a Mailgun export',
  sendgrid: 'a SendGrid export',
  postmark: 'a Postmark export',
  ses: 'an Amazon SES export',
  list: 'a plain list of addresses',
  generic: 'a CSV with an address column',
};

export interface ColumnGuess {
  /** Whether the first row is a header (false for a bare list of addresses). */
  hasHeader: boolean;
  /** Column names, or "Column 1…" for a file without a header. */
  columns: string[];
  /** -1 when no column looks like an address: the person must pick one. */
  emailColumn: number;
  /** -1 for none: every row gets the default reason. */
  reasonColumn: number;
  /** -1 for none: rows are dated at import. */
  dateColumn: number;
  /** Postmark bounces' `Inactive`: only rows Postmark itself deactivated are suppressed. */
  inactiveColumn?: number;
  /** Mailgun unsubscribes' `tags`: an address unsubscribed from some tags only is skipped. */
  tagsColumn?: number;
  /** Postmark suppressions' `Origin`: who suppressed the address (see postmark-origin.ts). */
  originColumn?: number;
  /**
   * The reason the export's columns imply when it has no reason column, whatever the file is called:
   * SendGrid's spam reports are its only export with an `ip` column.
   */
  impliedReason?: SuppressionReason;
  format: SourceFormat;
}

const findColumn = (names: string[], wanted: string[]) => {
  for (const name of wanted) {
    const index = names.indexOf(name);
    if (index !== -1) return index;
  }
  return -1;
};

const isEmail = (cell: string | undefined) => emailSchema.safeParse(cell ?? '').success;

/** Which column holds the address and which the reason, and whose export this looks like. */
export function guessColumns(
  firstRow: readonly string[],
  sample: readonly (readonly string[])[],
): ColumnGuess {
  const width = Math.max(firstRow.length, ...sample.map((row) => row.length), 1);
  const numbered = Array.from({ length: width }, (_, i) => `Column ${i + 1}`);
  const firstEmail = firstRow.findIndex((cell) => isEmail(cell));
  if (firstEmail !== -1) {
    // A headerless export (SES through `jq … @csv`): the columns whose every cell reads as a reason
    // or as a date.
    const rows = [firstRow, ...sample];
    const every = (test: (cell: string) => boolean) =>
      numbered.findIndex((_, i) => i !== firstEmail && rows.every((row) => test(row[i] ?? '')));
    const reasonColumn = every((cell) => mapReason(cell) !== null);
    const dateColumn = every((cell) => parseImportDate(cell) !== null);
    const ses =
      reasonColumn !== -1 && rows.every((row) => /^(BOUNCE|COMPLAINT)$/.test(row[reasonColumn] ?? ''));
    return {
      hasHeader: false,
      columns: numbered,
      emailColumn: firstEmail,
      reasonColumn,
      dateColumn,
      format: ses ? 'ses' : 'list',
    };
  }

  const names = firstRow.map(squash);
  const columns = firstRow.map((name, i) => name.replace(/^\uFEFF/, '').trim() || `Column ${i + 1}`);
  let emailColumn = findColumn(names, emailHeaders);
  if (emailColumn === -1) {
    // No familiar header: take the column whose sample cells are mostly addresses.
    const scores = columns.map((_, i) => sample.filter((row) => isEmail(row[i])).length);
    const best = Math.max(...scores);
    emailColumn = best > 0 ? scores.indexOf(best) : -1;
  }
  const reasonColumn = findColumn(names, reasonHeaders);
  const format = guessFormat(names, sample, reasonColumn);
  return {
    hasHeader: true,
    columns,
    emailColumn,
    reasonColumn,
    dateColumn: findColumn(names, dateHeaders),
    inactiveColumn: findColumn(names, ['inactive']),
    // Elsewhere a `tags` column is the sender's own labels, not a scope.
    tagsColumn: format === 'mailgun' ? findColumn(names, ['tags']) : -1,
    originColumn: format === 'postmark' ? findColumn(names, ['origin']) : -1,
    ...(format === 'sendgrid' && reasonColumn === -1 && names.includes('ip')
      ? { impliedReason: 'complaint' as const }
      : {}),
    format,
  };
}

function guessFormat(
  names: string[],
  sample: readonly (readonly string[])[],
  reasonColumn: number,
): SourceFormat {
  const has = (name: string) => names.includes(name);
  const reasons = reasonColumn === -1 ? [] : sample.map((row) => row[reasonColumn] ?? '');
  if (
    has('suppressionreason') ||
    has('origin') ||
    has('inactive') ||
    reasons.some((r) => /^(HardBounce|SpamComplaint|ManualSuppression)$/.test(r))
  ) {
    return 'postmark';
  }
  if (has('emailaddress') && (has('lastupdatetime') || reasons.some((r) => /^(BOUNCE|COMPLAINT)$/.test(r)))) {
    return 'ses';
  }
  if (has('address')) return 'mailgun';
  if (has('email') && has('reason') && has('createdat')) return 'relaydesk';
  if (has('email') && (has('created') || has('status') || has('ip'))) return 'sendgrid';
  return 'generic';
}
