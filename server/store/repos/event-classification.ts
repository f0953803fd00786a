import {
  bounceClasses,
  classifyEventReply,
  storedClassification,
  type BounceClass,
  type BounceClassification,
} from '../../../src/contract';

/**
 * The classification of an event's SMTP reply as it is recorded, or null when it has none: the
 * contract's one function with its one hint policy (the event's type and bounce type). Only the
 * class and side are stored; they are what every reader shows from then on.
 */
export const classifyEvent = (type: string, attrs: Record<string, unknown>): BounceClassification | null =>
  classifyEventReply({ ...attrs, type });

const isClass = (value: unknown): value is BounceClass =>
  typeof value === 'string' && (bounceClasses as readonly string[]).includes(value);

/**
 * The stored class of an event (or of the message's newest failure, or of a suppression's causing
 * reply) with its words; null when none was stored. Never classifies again: a classifier change
 * reaches stored rows through a migration.
 */
export function readStoredClassification(
  storedClass: unknown,
  event: { type: string; bounce_type?: unknown; smtp_response?: unknown },
): BounceClassification | null {
  return isClass(storedClass) ? storedClassification({ class: storedClass }, event) : null;
}
