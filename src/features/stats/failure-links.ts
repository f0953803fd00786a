import type { BounceClass, BounceGrouping, BounceSide } from '@/contract';

export interface FailureScope {
  from: string;
  to: string;
  domainId?: number | undefined;
}

/**
 * The activity log filtered to some failures of the statistics' range: its URL keys (read by
 * features/messages/lib/activity-filters.ts) with the same days as a custom range, the sending
 * domain, and a recipient domain's `@domain` when the row is one. The log filters by each message's
 * newest failure, so it lists the messages whose story ended in that class.
 */
export function activityLogLink(
  scope: FailureScope,
  filter: {
    bounceClass?: BounceClass;
    bounceSide?: BounceSide;
    groupBy?: BounceGrouping;
    group?: string | null;
  },
) {
  const params = new URLSearchParams();
  if (filter.bounceClass) params.set('bounce_class', filter.bounceClass);
  if (filter.bounceSide) params.set('bounce_side', filter.bounceSide);
  params.set('range', 'custom');
  params.set('since', scope.from);
  params.set('until', scope.to);
  if (scope.domainId !== undefined) params.set('domain', String(scope.domainId));
  if (filter.groupBy === 'recipient_domain' && filter.group) params.set('recipient', `@${filter.group}`);
  return `/messages?${params.toString()}`;
}
