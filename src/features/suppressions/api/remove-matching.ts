import type { BounceClass, BounceSide, Removal, SuppressionReason } from '@/contract';
import { callEndpoint } from '@/lib/call-endpoint';

export interface MatchingFilter {
  q: string;
  reason: readonly SuppressionReason[];
  /** Narrowed by the causing reply's class and side (the list's bounce filters). */
  bounce_class?: readonly BounceClass[];
  bounce_side?: readonly BounceSide[];
}

const sameSet = (asked: readonly string[] | undefined, echoed: readonly string[] | null | undefined) =>
  !asked?.length || (echoed?.length === asked.length && asked.every((v) => echoed.includes(v)));

type Step = { removal: Removal; done: boolean };
type Progress = (removal: Removal) => void;

/** Rows per step: a few hundred milliseconds of the service's time, so progress moves and Cancel is quick. */
const stepLimit = 5_000;

/**
 * Starts a removal of everything `filter` matches (complaints only with `includeComplaints`). Throws
 * what the service answered; `isUnsupported` tells a service that cannot remove a filter.
 */
export async function startRemoval(filter: MatchingFilter, includeComplaints: boolean) {
  const data = await callEndpoint('createSuppressionRemoval', {
    body: {
      ...(filter.q ? { q: filter.q } : {}),
      ...(filter.reason.length ? { reason: [...filter.reason] } : {}),
      include_complaints: includeComplaints,
      ...(filter.bounce_class?.length ? { bounce_class: [...filter.bounce_class] } : {}),
      ...(filter.bounce_side?.length ? { bounce_side: [...filter.bounce_side] } : {}),
    },
  });
  if (!data) throw new Error('The service did not describe the removal it started.');
  // Nothing is removed until the removal is continued: one that does not echo the bounce filter
  // would take every match of the search and reasons alone, so it is never continued.
  const { removal } = data;
  if (
    !sameSet(filter.bounce_class, removal.bounce_class) ||
    !sameSet(filter.bounce_side, removal.bounce_side)
  ) {
    throw new Error(
      'The service started a removal without the failure side or class filter, so nothing was removed. Remove these rows as a selection instead.',
    );
  }
  return removal;
}

/**
 * Steps `action` until the service says done, or `signal` stops it between steps: a step already
 * sent is not torn down, so the removal returned says truthfully how far the service got.
 */
async function runSteps(
  action: 'continueSuppressionRemoval' | 'restoreSuppressionRemoval',
  removal: Removal,
  { signal, onProgress }: { signal?: AbortSignal; onProgress?: Progress },
) {
  let last: Step = { removal, done: false };
  while (!last.done && !signal?.aborted) {
    const step = await callEndpoint(action, {
      params: { id: removal.id },
      body: { limit: stepLimit },
    });
    if (!step) throw new Error('The service answered a step without saying how far it got.');
    last = step;
    onProgress?.(step.removal);
  }
  return last;
}

/** Removes what the removal matches, step by step; the removal as it stands when done or stopped. */
export const continueRemoval = (removal: Removal, options: { signal?: AbortSignal; onProgress?: Progress }) =>
  runSteps('continueSuppressionRemoval', removal, options);

/** Puts back everything the removal took (Undo), step by step. */
export const restoreRemoval = (removal: Removal, options: { onProgress?: Progress } = {}) =>
  runSteps('restoreSuppressionRemoval', removal, options);
