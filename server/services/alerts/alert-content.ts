import {
  alertMetricLabel,
  comparatorSymbols,
  formatAlertValue,
  formatCount,
  incidentFirstStep,
  whyFailedPath,
  type AlertComparator,
} from '../../../src/contract';
import type { IncidentRow } from '../../store/repos/alert-incidents-repo';
import { drilldown, incidentFacts } from './incident-view';

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

/** The latest measurement as people read it; before any (an older row), the opening one. */
const valueNow = (i: IncidentRow) =>
  !i.measured_at
    ? formatAlertValue(i.metric, i.value)
    : i.value_now === null
      ? 'no mail'
      : formatAlertValue(i.metric, i.value_now);
const volumeNow = (i: IncidentRow) => (i.measured_at ? (i.volume_now ?? 0) : i.volume);
/** The frozen figures, labelled as such. */
const atOpening = (i: IncidentRow) =>
  `${formatAlertValue(i.metric, i.value)}, volume ${formatCount(i.volume)} at opening`;

/**
 * "Bounce rate 8% ≥ 5% over 15 min (Gmail), volume 95; 12.5%, volume 40 at opening": the one line every
 * channel leads with. A reminder and a resolution quote the value now; the opening's is named so.
 */
export function alertSummary(i: IncidentRow, kind: NotificationKind = 'triggered') {
  const cmp = comparatorSymbols[i.comparator as AlertComparator] ?? i.comparator;
  const scope = i.scope_label && i.scope_label !== 'all mail' ? ` (${oneLine(i.scope_label)})` : '';
  const head = `${alertMetricLabel(i.metric)} ${kind === 'triggered' ? formatAlertValue(i.metric, i.value) : valueNow(i)} ${cmp} ${formatAlertValue(i.metric, i.threshold)} over ${formatCount(i.window_minutes)} min${scope}`;
  return kind === 'triggered'
    ? `${head}, volume ${formatCount(i.volume)} at opening`
    : `${head}, volume ${formatCount(volumeNow(i))} now; ${atOpening(i)}`;
}

/** "invalid recipient (recipient side) 12, rate limited (sender side) 3 of 15 classified", or null. */
export function failureLine(i: IncidentRow) {
  const f = i.failures;
  if (!f?.classes.length) return null;
  const parts = f.classes.map(
    (c) => `${c.class.replace(/_/g, ' ')} (${c.side} side) ${formatCount(c.count)}`,
  );
  return `${parts.join(', ')} of ${formatCount(f.classified)} classified`;
}

/** The statistics' "Why mail failed" over the incident's days and scope, or null without messages. */
export function whyFailedLink(i: IncidentRow, consoleUrl: string) {
  const drill = drilldown(i);
  return drill ? `${consoleUrl}${whyFailedPath(drill)}` : null;
}

/** The lines after the summary: what failed, what to do first, where to see why. */
function explanation(i: IncidentRow, consoleUrl: string) {
  const failures = failureLine(i);
  const step = incidentFirstStep(i.failures);
  const why = whyFailedLink(i, consoleUrl);
  return [
    failures && `Top failures: ${failures}`,
    step && `What to do first: ${step}`,
    why && `Why mail failed: ${why}`,
  ].filter((l): l is string => !!l);
}

/** Where a person follows the alert: the console's incident, which links on to the messages. */
export const incidentLink = (consoleUrl: string, id: number) => `${consoleUrl}/alerts?incident=${id}`;

export function emailContent(i: IncidentRow, kind: NotificationKind, consoleUrl: string) {
  return {
    subject: `[Relaydesk alert] ${title(i, kind)}: ${alertSummary(i, kind)}`.slice(0, 998),
    text: [alertSummary(i, kind), ...explanation(i, consoleUrl), incidentLink(consoleUrl, i.id)].join('\n'),
  };
}

/** Slack incoming-webhook payload: `text` for notifications, blocks for the channel. */
export function slackPayload(i: IncidentRow, kind: NotificationKind, consoleUrl: string) {
  const link = incidentLink(consoleUrl, i.id);
  const why = whyFailedLink(i, consoleUrl);
  const heading = title(i, kind);
  const cmp = comparatorSymbols[i.comparator as AlertComparator] ?? i.comparator;
  const failures = failureLine(i);
  const step = incidentFirstStep(i.failures);
  const field = (label: string, text: string) => ({ type: 'mrkdwn', text: `*${label}*\n${text}` });
  return {
    text: slackText(`${heading}. ${alertSummary(i, kind)}`),
    blocks: [
      // plain_text is shown as typed: no links or mentions are read in it.
      { type: 'header', text: { type: 'plain_text', text: heading.slice(0, 150) } },
      {
        type: 'section',
        fields: [
          field(
            'What',
            `${alertMetricLabel(i.metric)}${i.scope_label ? ` · ${slackText(i.scope_label)}` : ''}`,
          ),
          field(
            kind === 'triggered' ? 'Value vs threshold' : 'Value now vs threshold',
            `${kind === 'triggered' ? formatAlertValue(i.metric, i.value) : valueNow(i)} ${cmp} ${formatAlertValue(i.metric, i.threshold)}`,
          ),
          field('Window', `${formatCount(i.window_minutes)} min`),
          field(
            kind === 'triggered' ? 'Volume' : 'Volume now',
            formatCount(kind === 'triggered' ? i.volume : volumeNow(i)),
          ),
          ...(kind === 'triggered' ? [] : [field('At opening', atOpening(i))]),
          ...(failures ? [field('Top failures', slackText(failures))] : []),
        ],
      },
      ...(step
        ? [{ type: 'section', text: { type: 'mrkdwn', text: `*What to do first*\n${slackText(step)}` } }]
        : []),
      {
        type: 'section',
        text: {
          type: 'mrkdwn',
          // Slack reads `&` in a link as an entity's start too: the URL is escaped, Slack unescapes it.
          text: `<${link}|Open the incident and its messages>${why ? ` · <${why.replace(/&/g, '&amp;')}|Why mail failed>` : ''}`,
        },
      },
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
      // `value` and `volume` are the value now (a reminder's always were); the opening's are named.
      ...(kind !== 'triggered' && i.measured_at && i.value_now !== null
        ? { value: i.value_now, volume: i.volume_now ?? 0 }
        : {}),
      value_at_opening: i.value,
      volume_at_opening: i.volume,
      ...(incidentFirstStep(i.failures) ? { what_to_do: incidentFirstStep(i.failures) } : {}),
      ...(whyFailedLink(i, consoleUrl) ? { why_failed_link: whyFailedLink(i, consoleUrl) } : {}),
      // A closed incident ends without its condition clearing: subscribers can tell the two apart.
      ...(kind === 'closed' ? { state: 'closed' as const, closed_reason: i.closed_reason } : {}),
      reminder: kind === 'reminder',
      link: incidentLink(consoleUrl, i.id),
    },
  };
}
