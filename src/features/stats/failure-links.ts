import type { BounceClass, BounceGrouping, BounceSide } from '@/contract';
import { activityLogHref } from '@/lib/activity-log-link';

export interface FailureScope {
  from: string;
  to: string;
  domainId?: number | undefined;
}

/**
 * The activity log filtered to some messages of the statistics' range: its URL keys (read by
 * features/messages/lib/activity-filters.ts) with the same days as a custom range, the sending
 * domain, and the row's mailbox provider or recipient domain (`@domain`) when it is one. The log lists
 * every message that met the class, whichever failure came last, as the statistics count each
 * failure in its class.
 */
export function activityLogLink(
  scope: FailureScope,
  filter: {
    bounceClass?: BounceClass;
    bounceSide?: BounceSide;
    provider?: string;
    groupBy?: BounceGrouping;
    group?: string | null;
  },
) {
  return activityLogHref({
    since: scope.from,
    until: scope.to,
    domainId: scope.domainId,
    bounceClass: filter.bounceClass,
    bounceSide: filter.bounceSide,
    provider: filter.provider ?? (filter.groupBy === 'provider' && filter.group ? filter.group : undefined),
    recipient: filter.groupBy === 'recipient_domain' && filter.group ? `@${filter.group}` : undefined,
  });
}
