/**
 * A link into the activity log (`/messages`) by its own URL keys, as
 * features/messages/lib/activity-filters.ts reads them: days as a custom range, the sending domain,
 * statuses, event types, a recipient (address or `@domain`), bounce filters and the mailbox provider
 * (an extension filter: a service without it lists every provider's). Shared by every page
 * that drills down into the messages behind a number (statistics, alerts).
 */
export interface ActivityLogFilter {
  /** First and last day, `YYYY-MM-DD` (UTC), inclusive; or exact ISO times (an incident's window). */
  since: string;
  until: string;
  domainId?: number | undefined;
  status?: readonly string[] | undefined;
  event?: readonly string[] | undefined;
  recipient?: string | undefined;
  bounceClass?: string | undefined;
  bounceSide?: string | undefined;
  /** A mailbox provider as the statistics name it: `gmail`, `microsoft`, … */
  provider?: string | undefined;
  /** The API key that sent the messages, by id (an extension filter; never the key's secret). */
  apiKeyId?: number | undefined;
}

export function activityLogHref(filter: ActivityLogFilter): string {
  const params = new URLSearchParams();
  if (filter.bounceClass) params.set('bounce_class', filter.bounceClass);
  if (filter.bounceSide) params.set('bounce_side', filter.bounceSide);
  if (filter.provider) params.set('provider', filter.provider);
  if (filter.status?.length) params.set('status', filter.status.join(','));
  if (filter.event?.length) params.set('event', filter.event.join(','));
  params.set('range', 'custom');
  params.set('since', filter.since);
  params.set('until', filter.until);
  if (filter.domainId !== undefined) params.set('domain', String(filter.domainId));
  if (filter.recipient) params.set('recipient', filter.recipient);
  if (filter.apiKeyId !== undefined) params.set('api_key_id', String(filter.apiKeyId));
  return `/messages?${params.toString()}`;
}
