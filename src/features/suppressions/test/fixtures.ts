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

export const ok = (data: unknown) => ({ status: 'success', data });
export const fail = (code: string, message: string, details?: unknown[]) => ({
  status: 'error',
  error: { code, message, ...(details ? { details } : {}) },
});
