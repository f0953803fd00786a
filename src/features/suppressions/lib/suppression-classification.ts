import type { BounceClassification, Suppression } from '@/contract';

/**
 * Why an automatic suppression's causing reply failed: the classification the service stored with
 * it. A service that sends none gets none here (its reply is shown as written); rows of other
 * origins have none.
 */
export function suppressionClassification(row: Pick<Suppression, 'source'>): BounceClassification | null {
  const source = row.source;
  if (source?.type !== 'automatic') return null;
  return source.classification ?? null;
}
