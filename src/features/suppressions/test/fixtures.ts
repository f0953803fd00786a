import type { Suppression, SuppressionReason } from '@/contract';
import { suppressionReasons } from '@/contract';

/** `count` rows, newest first, reasons in turn, addresses `user<i>@<domain>`. */
export function makeRows(
  count: number,
  domain = 'example.test',
  start = Date.UTC(2026, 10, 1),
): Suppression[] {
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    email: `user${i}@${domain}`,
    reason: suppressionReasons[i % 4] as SuppressionReason,
    created_at: new Date(start - i * 60_000).toISOString(),
  }));
}

/** Matches the list's total line, e.g. "120 suppressions" or "3 matches", as one piece of text. */
export const totalLine = (text: string) => (_: string, element: Element | null) =>
  element?.tagName === 'SPAN' && element.textContent === text;
