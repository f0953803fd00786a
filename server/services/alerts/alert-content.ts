import {
  alertMetricLabel,
  comparatorSymbols,
  formatAlertValue,
  type AlertComparator,
} from '../../../src/contract';
import type { IncidentRow } from '../../store/repos/alert-incidents-repo';
import { incidentFacts } from './incident-view';

export type NotificationKind = 'triggered' | 'reminder' | 'resolved' | 'closed';

const headline: Record<NotificationKind, string> = {
  triggered: 'Firing',
  reminder: 'Still firing',
  resolved: 'Resolved',
  closed: 'Closed',
};

/** Names people typed reach a mail header or a chat line as one line of text. */
const oneLine = (text: string) => text.replace(/\p{Cc}+/gu, ' ');

/** A closed incident says why ("closed: the rule was edited") after its headline. */
const title = (i: IncidentRow, kind: NotificationKind) =>
  `${headline[kind]}: ${oneLine(i.rule_name)}${kind === 'closed' && i.closed_reason ? ` (${i.closed_reason})` : ''}`;

/**
 * Slack reads `<…>` as links and mentions (`<!channel>`, `<https://…|label>`) and `&` as the start
 * of an entity, in `text` and in mrkdwn: text people typed is escaped as Slack documents.
 */
const slackText = (text: string) =>
  oneLine(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** "Bounce rate 12.5% ≥ 5% over 15 min (gmail), 40 accepted": the one line every channel leads with. */
export function alertSummary(i: IncidentRow) {
  const cmp = comparatorSymbols[i.comparator as AlertComparator] ?? i.comparator;
  const scope = i.scope_label && i.scope_label !== 'all mail' ? ` (${oneLine(i.scope_label)})` : '';
  return `${alertMetricLabel(i.metric)} ${formatAlertValue(i.metric, i.value)} ${cmp} ${formatAlertValue(i.metric, i.threshold)} over ${i.window_minutes} min${scope}, volume ${i.volume}`;
}

/** Where a person follows the alert: the console's incident, which links on to the messages. */
export const incidentLink = (consoleUrl: string, id: number) => `${consoleUrl}/alerts?incident=${id}`;

export function emailContent(i: IncidentRow, kind: NotificationKind, consoleUrl: string) {
  return {
    subject: `[Relaydesk alert] ${title(i, kind)}: ${alertSummary(i)}`.slice(0, 998),
    text: `${alertSummary(i)}\n${incidentLink(consoleUrl, i.id)}`,
  };
}

/** Slack incoming-webhook payload: `text` for notifications, blocks for the channel. */
export function slackPayload(i: IncidentRow, kind: NotificationKind, consoleUrl: string) {
  const link = incidentLink(consoleUrl, i.id);
  const heading = title(i, kind);
  const cmp = comparatorSymbols[i.comparator as AlertComparator] ?? i.comparator;
  return {
    text: slackText(`${heading}. ${alertSummary(i)}`),
    blocks: [
      // plain_text is shown as typed: no links or mentions are read in it.
      { type: 'header', text: { type: 'plain_text', text: heading.slice(0, 150) } },
      {
        type: 'section',
        fields: [
          {
            type: 'mrkdwn',
            text: `*What*\n${alertMetricLabel(i.metric)}${i.scope_label ? ` · ${slackText(i.scope_label)}` : ''}`,
          },
          {
            type: 'mrkdwn',
            text: `*Value vs threshold*\n${formatAlertValue(i.metric, i.value)} ${cmp} ${formatAlertValue(i.metric, i.threshold)}`,
          },
          { type: 'mrkdwn', text: `*Window*\n${i.window_minutes} min` },
          { type: 'mrkdwn', text: `*Volume*\n${i.volume}` },
        ],
      },
      { type: 'section', text: { type: 'mrkdwn', text: `<${link}|Open the incident and its messages>` } },
    ],
  };
}

/** The signed webhook event's body (`alert.triggered`, a reminder too, or `alert.resolved`). */
export function webhookAlertBody(i: IncidentRow, kind: NotificationKind, at: Date, consoleUrl: string) {
  return {
    event_type:
      kind === 'resolved' || kind === 'closed' ? ('alert.resolved' as const) : ('alert.triggered' as const),
    timestamp: at.toISOString(),
    data: {
      incident_id: i.id,
      ...incidentFacts(i),
      // A closed incident ends without its condition clearing: subscribers can tell the two apart.
      ...(kind === 'closed' ? { state: 'closed' as const, closed_reason: i.closed_reason } : {}),
      reminder: kind === 'reminder',
      link: incidentLink(consoleUrl, i.id),
    },
  };
}
