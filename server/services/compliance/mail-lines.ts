import {
  bulkSenderThreshold,
  formatCount,
  unsubscribeDeadlineHours,
  type ComplianceLine,
} from '../../../src/contract';
import type { Queryable } from '../../store/db';
import {
  bulkWithoutOneClick,
  busiestGmailDay,
  tlsDeliveries,
  unsubscribeTimes,
} from '../../store/repos/compliance-repo';
import { counted, duration, judgedLine, percent, readableUtc, unknownLine } from './lines';

const hour = 3_600_000;
const day = 24 * hour;

/**
 * TLS on delivery, the last 7 days. Any delivery without TLS is a warn, never a fail: Gmail, Yahoo
 * and Microsoft offer TLS on every connection, so mail without it went to another receiver whose
 * server did not offer it; worth a look, but no breach of the providers' rule.
 */
export async function tlsLine(db: Queryable, now: Date, domainId?: number): Promise<ComplianceLine> {
  const { deliveries, tls } = await tlsDeliveries(db, { since: new Date(now.getTime() - 7 * day), domainId });
  const numbers = { deliveries, tls, share: deliveries ? tls / deliveries : null };
  if (!deliveries) return unknownLine('tls', 'no deliveries in 7 days', numbers);
  const share = `${formatCount(tls)} of ${counted(deliveries, 'delivery', 'deliveries')} (${percent(tls / deliveries)}) over TLS in the last 7 days`;
  return tls === deliveries
    ? judgedLine('tls', 'pass', `${share}.`, numbers)
    : judgedLine('tls', 'warn', `${share}; ${formatCount(deliveries - tls)} without TLS.`, numbers);
}

/** Bulk mail of the last 7 days carrying the RFC 8058 pair: any message without it fails the line. */
export async function oneClickLine(db: Queryable, now: Date, domainId?: number): Promise<ComplianceLine> {
  const { bulk, lacking } = await bulkWithoutOneClick(db, {
    since: new Date(now.getTime() - 7 * day),
    domainId,
  });
  const numbers = { bulk, lacking };
  if (!bulk) return unknownLine('one_click_unsubscribe', 'no bulk mail in 7 days', numbers);
  const of = counted(bulk, 'bulk message', 'bulk messages');
  return lacking
    ? judgedLine(
        'one_click_unsubscribe',
        'fail',
        `${formatCount(lacking)} of ${of} in the last 7 days lacked List-Unsubscribe with List-Unsubscribe-Post (RFC 8058).`,
        numbers,
      )
    : judgedLine(
        'one_click_unsubscribe',
        'pass',
        `${bulk === 1 ? 'The one bulk message' : `All ${of}`} in the last 7 days carried List-Unsubscribe with List-Unsubscribe-Post (RFC 8058).`,
        numbers,
      );
}

/** Unsubscribes honoured within two days: the longest wait of the last 30 days, and any still waiting past it. */
export async function unsubscribesLine(db: Queryable, now: Date, domainId?: number): Promise<ComplianceLine> {
  const deadline = unsubscribeDeadlineHours * hour;
  const t = await unsubscribeTimes(
    db,
    { since: new Date(now.getTime() - 30 * day), domainId },
    new Date(now.getTime() - deadline),
  );
  const numbers = {
    requests: t.requests,
    longest_seconds: t.longest_ms === null ? null : Math.round(t.longest_ms / 1000),
    waiting: t.waiting,
    overdue: t.overdue,
  };
  if (!t.requests) return unknownLine('unsubscribes_honoured', 'no unsubscribe requests in 30 days', numbers);
  const parts = [
    `${counted(t.requests, 'unsubscribe request', 'unsubscribe requests')} in the last 30 days`,
    // Null only when every request is still waiting, which the next part says.
    ...(t.longest_ms === null
      ? []
      : [
          `the longest took ${duration(t.longest_ms)} from request to suppression (the limit is ${unsubscribeDeadlineHours} h)`,
        ]),
    ...(t.waiting
      ? [
          `${formatCount(t.waiting)} not suppressed yet, ${formatCount(t.overdue)} of them past ${unsubscribeDeadlineHours} h`,
        ]
      : []),
  ];
  const late = t.overdue > 0 || (t.longest_ms ?? 0) > deadline;
  return judgedLine('unsubscribes_honoured', late ? 'fail' : 'pass', `${parts.join('; ')}.`, numbers);
}

/**
 * Whether the rules bind in full: 5,000 or more messages to Gmail from one sending domain in any 24
 * hours of the last 30 days. Either answer is a pass: being a bulk sender breaks no rule.
 */
export async function bulkSenderLine(db: Queryable, now: Date, domainId?: number): Promise<ComplianceLine> {
  const busiest = await busiestGmailDay(db, { since: new Date(now.getTime() - 30 * day), domainId });
  const messages = busiest?.messages ?? 0;
  const bulk = messages >= bulkSenderThreshold;
  const numbers = { messages, threshold: bulkSenderThreshold, bulk_sender: bulk ? 1 : 0 };
  if (!busiest)
    return judgedLine(
      'bulk_sender',
      'pass',
      'No messages to Gmail in the last 30 days: not a bulk sender.',
      numbers,
    );
  const who = domainId === undefined ? `${busiest.domain ?? 'Mail without a sending domain'} sent` : 'Sent';
  const window = `${who} ${counted(messages, 'message', 'messages')} to Gmail in the 24 hours from ${readableUtc(busiest.start)}, the most in the last 30 days (counted in whole UTC hours)`;
  return judgedLine(
    'bulk_sender',
    'pass',
    bulk
      ? `${window}: ${formatCount(bulkSenderThreshold)} or more, a bulk sender; the rules apply in full.`
      : `${window}: under ${formatCount(bulkSenderThreshold)}, not a bulk sender.`,
    numbers,
  );
}
