import {
  alertMetricLabel,
  comparatorSymbols,
  formatAlertValue,
  type AlertComparator,
} from '../../../src/contract';
import type { IncidentRow } from '../../store/repos/alert-incidents-repo';
import { incidentFacts } from './incident-view';

export type NotificationKind = 'triggered' | 'reminder' | 'resolved';

const headline: Record<NotificationKind, string> = {
  triggered: 'Firing',
  reminder: 'Still firing',
  resolved: 'Resolved',
};

/** "Bounce rate 12.5% ≥ 5% over 15 min (gmail), 40 accepted": the one line every channel leads with. */
export function alertSummary(i: IncidentRow) {
  const cmp = comparatorSymbols[i.comparator as AlertComparator] ?? i.comparator;
  const scope = i.scope_label && i.scope_label !== 'all mail' ? ` (${i.scope_label})` : '';
  return `${alertMetricLabel(i.metric)} ${formatAlertValue(i.metric, i.value)} ${cmp} ${formatAlertValue(i.metric, i.threshold)} over ${i.window_minutes} min${scope}, volume ${i.volume}`;
}

/** Where a person follows the alert: the console's incident, which links on to the messages. */
export const incidentLink = (consoleUrl: string, id: number) => `${consoleUrl}/alerts?incident=${id}`;

export function emailContent(i: IncidentRow, kind: NotificationKind, consoleUrl: string) {
  return {
    subject: `[Relaydesk alert] ${headline[kind]}: ${i.rule_name}: ${alertSummary(i)}`.slice(0, 998),
    text: `${alertSummary(i)}\n${incidentLink(consoleUrl, i.id)}`,
  };
}

/** Slack incoming-webhook payload: `text` for notifications, blocks for the channel. */
export function slackPayload(i: IncidentRow, kind: NotificationKind, consoleUrl: string) {
  const link = incidentLink(consoleUrl, i.id);
  const title = `${headline[kind]}: ${i.rule_name}`;
  return {
    text: `${title}. ${alertSummary(i)}`,
    blocks: [
      { type: 'header', text: { type: 'plain_text', text: title.slice(0, 150) } },
      {
        type: 'section',
        fields: [
          {
            type: 'mrkdwn',
            text: `*What*\n${alertMetricLabel(i.metric)}${i.scope_label ? ` · ${i.scope_label}` : ''}`,
          },
          {
            type: 'mrkdwn',
            text: `*Value vs threshold*\n${formatAlertValue(i.metric, i.value)} ${comparatorSymbols[i.comparator as AlertComparator] ?? i.comparator} ${formatAlertValue(i.metric, i.threshold)}`,
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
    event_type: kind === 'resolved' ? ('alert.resolved' as const) : ('alert.triggered' as const),
    timestamp: at.toISOString(),
    data: {
      incident_id: i.id,
      ...incidentFacts(i),
      reminder: kind === 'reminder',
      link: incidentLink(consoleUrl, i.id),
    },
  };
}
