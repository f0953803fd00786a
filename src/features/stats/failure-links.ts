import { isMailboxProvider, type BounceClass, type BounceGrouping, type BounceSide } from '@/contract';
import { href } from '@/lib/href';

export interface FailureScope {
  from: string;
  to: string;
  domainId?: number | undefined;
}

/**
 * The activity log filtered to some messages of the statistics' range: the same days as a custom range, the sending
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
  const provider = filter.provider ?? (filter.groupBy === 'provider' ? filter.group : undefined);
  return href('messages', {
    bounce_class: filter.bounceClass && [filter.bounceClass],
    bounce_side: filter.bounceSide && [filter.bounceSide],
    // A provider the log does not know (another service's own name) is left out, not refused.
    provider: isMailboxProvider(provider) ? [provider] : undefined,
    range: 'custom',
    since: scope.from,
    until: scope.to,
    domain: scope.domainId,
    recipient: filter.groupBy === 'recipient_domain' && filter.group ? `@${filter.group}` : undefined,
  });
}
