import type { MessageEvent, MessageEventType } from '@/contract';

export type EventTone = 'neutral' | 'accent' | 'success' | 'warning' | 'danger';

export interface EventMeta {
  /** The type in words; unknown types keep their raw name. */
  title: string;
  tone: EventTone;
  known: boolean;
}

const known: Record<string, Omit<EventMeta, 'known'>> = {
  queued: { title: 'Queued', tone: 'neutral' },
  sent: { title: "Handed to the recipient's mail server", tone: 'accent' },
  delivered: { title: 'Delivered', tone: 'success' },
  deferred: { title: 'Deferred, will retry', tone: 'warning' },
  bounced: { title: 'Bounced', tone: 'danger' },
  complained: { title: 'Marked as spam by the recipient', tone: 'danger' },
  opened: { title: 'Opened', tone: 'accent' },
  clicked: { title: 'Link clicked', tone: 'accent' },
  failed: { title: 'Failed, gave up', tone: 'danger' },
};

/** Each event type in one or two words: filters, table cells. */
export const eventTypeLabels: Record<MessageEventType, string> = {
  queued: 'Queued',
  sent: 'Sent',
  delivered: 'Delivered',
  deferred: 'Deferred',
  bounced: 'Bounced',
  complained: 'Spam complaint',
  opened: 'Opened',
  clicked: 'Clicked',
  failed: 'Failed',
};

export function eventMeta(event: Pick<MessageEvent, 'type' | 'bounce_type'>): EventMeta {
  const meta = known[event.type];
  if (!meta) return { title: event.type, tone: 'neutral', known: false };
  if (event.type === 'bounced') {
    if (event.bounce_type === 'hard') {
      return { title: 'Hard bounce: refused for good', tone: 'danger', known: true };
    }
    if (event.bounce_type === 'soft') {
      return { title: 'Soft bounce: refused for now, will retry', tone: 'warning', known: true };
    }
  }
  return { ...meta, known: true };
}

/** Milliseconds since the step before, per event (null for the first). */
export function gapsBetween(events: readonly Pick<MessageEvent, 'timestamp'>[]): (number | null)[] {
  return events.map((event, i) =>
    i === 0 ? null : Date.parse(event.timestamp) - Date.parse(events[i - 1]!.timestamp),
  );
}

/** Only http(s) URLs become links: anything else from the data (javascript:, data:) stays text. */
export function safeHref(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}
