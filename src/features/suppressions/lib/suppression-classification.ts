import { classifySmtpReply, type BounceClassification, type Suppression } from '@/contract';

/**
 * Why an automatic suppression's causing reply failed: the service's classification when it sent
 * one, else the reply it kept classified here (a service without the field still gets the class).
 * Rows of other origins have none.
 */
export function suppressionClassification(row: Pick<Suppression, 'source'>): BounceClassification | null {
  const source = row.source;
  if (source?.type !== 'automatic') return null;
  if (source.classification) return source.classification;
  if (!source.smtp_response?.trim()) return null;
  return classifySmtpReply(source.smtp_response, { outcome: 'rejection' });
}
