import type { DkimRotationStep, DomainRecord } from '@/contract';

export interface RotationState {
  /** The step a rotation takes next. */
  step: DkimRotationStep;
  /** The new key's record, once published (`next`). */
  next: DomainRecord | undefined;
  /** Why the step cannot be taken yet (switching before the new key is seen in DNS), or null. */
  blocked: string | null;
}

/** Where a domain's DKIM rotation stands, from its records' roles: one step at a time, in order. */
export function rotationState(records: readonly DomainRecord[]): RotationState {
  const dkim = records.filter((r) => r.kind === 'dkim');
  const next = dkim.find((r) => r.dkim_role === 'next');
  if (dkim.some((r) => r.dkim_role === 'retiring')) return { step: 'retire_old', next, blocked: null };
  if (!next) return { step: 'publish_next', next, blocked: null };
  return {
    step: 'switch',
    next,
    blocked:
      next.status === 'verified'
        ? null
        : `Publish the next key's record (${next.host}) and check again: switching before receivers can see it would fail every message's DKIM.`,
  };
}
