import type { AlertsPageState } from './page-state/alerts';
import type { AuditPageState } from './page-state/audit';
import type { DomainPageState } from './page-state/domain';
import type { MessagePageState, MessagesPageState } from './page-state/messages';
import type { NewAlertRulePageState } from './page-state/new-alert-rule';
import type { StatsPageState } from './page-state/stats';
import type { SuppressionsPageState } from './page-state/suppressions';
import type { WebhookPageState, WebhooksPageState } from './page-state/webhooks';
import { searchOf, type UrlValue } from './page-state/url-value';

type None = Record<never, never>;

/**
 * Every page's path, by the name `href` knows it by (`:id` is the page's path parameter). The
 * navigation (src/app/nav-items.ts) writes its paths out: it is in the first load, which this
 * table would grow; a test checks each of its paths is one of these.
 */
export const pagePaths = {
  suppressions: '/suppressions',
  messages: '/messages',
  message: '/messages/:id',
  stats: '/stats',
  bounceExplain: '/bounces/explain',
  webhooks: '/webhooks',
  webhook: '/webhooks/:id',
  alerts: '/alerts',
  alertRule: '/alerts/rules/:id',
  newAlertRule: '/alerts/rules/new',
  keys: '/keys',
  audit: '/audit',
  domains: '/domains',
  domain: '/domains/:id',
  people: '/people',
  account: '/account',
  compliance: '/compliance',
} as const;

/**
 * Every page of the console and the state a link may open it with: the types of each page's own
 * URL state (src/lib/page-state/), so a link can only ask for what the page reads. Path
 * parameters (`id`) are part of the state.
 */
export interface PageStates {
  suppressions: SuppressionsPageState;
  messages: MessagesPageState;
  message: { id: string } & MessagePageState;
  stats: StatsPageState;
  bounceExplain: None;
  webhooks: Omit<WebhooksPageState, 'tab'> & { tab?: 'endpoints' | 'verify' };
  webhook: { id: number | string } & WebhookPageState;
  alerts: AlertsPageState;
  alertRule: { id: number | string };
  newAlertRule: NewAlertRulePageState;
  keys: None;
  audit: AuditPageState;
  domains: None;
  domain: { id: number | string } & DomainPageState;
  people: None;
  account: None;
  compliance: None;
}
export type Page = keyof PageStates & keyof typeof pagePaths;

type Args<P extends Page> = None extends PageStates[P] ? [state?: PageStates[P]] : [state: PageStates[P]];

/**
 * The one place a link between pages is built (`href('messages', { status: ['bounced'] })`):
 * the path from pagePaths, the rest of the state as its query string, each value written as
 * the page reads it back. Zod-free: links cost the first load nothing.
 */
export function href<P extends Page>(page: P, ...[state]: Args<P>): string {
  const { id, ...query } = (state ?? {}) as PageStates[P] & { id?: string | number };
  const path: string = pagePaths[page];
  return path.replace(':id', encodeURIComponent(String(id))) + searchOf(query as Record<string, UrlValue>);
}
