import type { MessageRow } from '../store/repos/messages-repo';
import { messageCsvColumns } from '../../src/contract';

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break. A field a
 * spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a leading apostrophe, so a
 * subject line can never execute in the support agent's spreadsheet (OWASP's CSV injection advice).
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export const csvHeader = `${messageCsvColumns.join(',')}\r\n`;

export function csvRow(r: MessageRow, domains: Map<number, string>): string {
  const cells = [
    r.id,
    r.created_at.toISOString(),
    r.status,
    r.to_email,
    r.from_email,
    r.subject,
    r.domain_id === null ? '' : (domains.get(Number(r.domain_id)) ?? String(r.domain_id)),
    r.last_event_type ?? '',
    r.last_event_at?.toISOString() ?? '',
    r.delivered_at?.toISOString() ?? '',
  ];
  return `${cells.map(csvField).join(',')}\r\n`;
}
