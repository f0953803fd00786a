import type { DomainDetail } from '@/contract';
import { recordKindLabels, recordStatusWords } from './status-words';

/** One sentence on what a check found, for the live region after Check now. */
export function checkSummary(domain: DomainDetail): string {
  const { records } = domain;
  const verified = records.filter((r) => r.status === 'verified').length;
  const off = records
    .filter((r) => r.status !== 'verified')
    .map(
      (r) =>
        `${recordKindLabels[r.kind]}${r.selector ? ` (${r.selector})` : ''}: ${recordStatusWords[r.status].label.toLowerCase()}`,
    );
  const timedOut = domain.last_check?.timed_out ?? [];
  return [
    `Checked ${domain.name}: ${verified} of ${records.length} records verified.`,
    off.length > 0 ? `${off.join('; ')}.` : '',
    timedOut.length > 0 ? `Timed out: ${timedOut.join(', ')}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
}
