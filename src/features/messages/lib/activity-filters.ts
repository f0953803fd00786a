import {
  isoDateSchema,
  messageRecipientSchema,
  messageSubjectSchema,
  minSearchLength,
  timeEnd,
  timeInputSchema,
  timeStart,
  type MessageListQuery,
} from '@/contract';
import type { ActivityRange, MessagesPageState } from '@/lib/page-state/messages';
import { urlValue } from '@/lib/page-state/url-value';

/** The activity log's keys of the messages page's state (`to` is the recipient lookup's). */
export type ActivityState = Omit<MessagesPageState, 'to'>;
/** Every filter and the page: what "Clear filters" takes out of the URL. */
export const activityKeys = [
  'status',
  'event',
  'range',
  'since',
  'until',
  'recipient',
  'subject',
  'id_prefix',
  'domain',
  'bounce_class',
  'bounce_side',
  'provider',
  'api_key_id',
  'system',
  'stream',
  'cursor',
] as const satisfies readonly (keyof ActivityState)[];

export const rangePresets: readonly { value: ActivityRange | ''; label: string }[] = [
  { value: '', label: 'Any time' },
  { value: '1h', label: 'Last hour' },
  { value: '24h', label: 'Last 24 hours' },
  { value: '7d', label: 'Last 7 days' },
  { value: '30d', label: 'Last 30 days' },
  { value: 'custom', label: 'Custom days…' },
];

const presetMs: Record<string, number> = {
  '1h': 3_600_000,
  '24h': 86_400_000,
  '7d': 7 * 86_400_000,
  '30d': 30 * 86_400_000,
};

/** The contract's own day check: a day the service would refuse (2026-02-30, 0000-01-01) is never sent. */
const isDay = (s: string) => isoDateSchema.safeParse(s).success;
/**
 * A custom range's bound: a UTC day, or an exact time (an incident's window links here with them),
 * checked and written in UTC by the contract's own time rule; undefined for anything else.
 */
export function customBound(s: string | undefined): string | undefined {
  if (s === undefined) return undefined;
  if (isDay(s)) return s;
  const time = timeInputSchema.safeParse(s);
  return time.success ? time.data : undefined;
}
/** Whether a custom range names exact times rather than whole days. */
export const hasExactTimes = (state: Pick<ActivityState, 'range' | 'since' | 'until'>) =>
  state.range === 'custom' &&
  [state.since, state.until].some((b) => b !== undefined && !isDay(b) && customBound(b) !== undefined);

export type ActivityFilters = Omit<Partial<MessageListQuery>, 'limit'>;

/**
 * What the URL asks the service for. Values the service would refuse (a two-letter search, a day
 * that isn't one) are left out and named in `waiting`, so the table keeps its last good answer
 * while the person is still typing. `now` pins the relative ranges for one visit.
 */
export function readActivityFilters(
  state: ActivityState,
  now: number,
  /** Whether to send an extension filter: each on its own capability (`useFieldGate`). */
  usable: (
    field: 'bounce_class' | 'bounce_side' | 'provider' | 'system' | 'api_key_id' | 'stream',
  ) => boolean = () => true,
) {
  const filters: ActivityFilters = {};
  const waiting: string[] = [];
  if (state.status?.length) filters.status = state.status;
  if (state.event?.length) filters.event = state.event;
  const preset = state.range && presetMs[state.range];
  if (preset) filters.from = new Date(Math.floor((now - preset) / 60_000) * 60_000).toISOString();
  if (state.range === 'custom') {
    const since = customBound(state.since);
    const until = customBound(state.until);
    if (since) filters.from = since;
    if (until) filters.to = until;
    if (filters.from && filters.to && timeStart(filters.from) > timeEnd(filters.to)) {
      delete filters.to;
      waiting.push('the custom range ends before it starts');
    }
  }
  // Checked by the contract's own schemas: what is sent is what the service accepts.
  const recipient = state.recipient?.trim();
  if (recipient) {
    const checked = messageRecipientSchema.safeParse(recipient);
    if (checked.success) filters.recipient = checked.data;
    else if (recipient.length < minSearchLength || recipient === '@')
      waiting.push(`type at least ${minSearchLength} characters of the address, or @domain`);
    else waiting.push(`enter the recipient as an address, @domain, or part of an address without spaces`);
  }
  const subject = state.subject?.trim();
  if (subject) {
    const checked = messageSubjectSchema.safeParse(subject);
    if (checked.success) filters.subject = checked.data;
    else if (subject.length < minSearchLength)
      waiting.push(`type at least ${minSearchLength} characters of the subject`);
    else waiting.push(`fix the subject: it ${checked.error.issues[0]?.message ?? 'is not valid'}`);
  }
  const idPrefix = state.id_prefix?.trim().toLowerCase();
  if (idPrefix) {
    if (/^[0-9a-f-]+$/.test(idPrefix) && idPrefix.replaceAll('-', '').length <= 32)
      filters.id_prefix = idPrefix;
    else waiting.push('enter the start of a message ID as hexadecimal digits and dashes');
  }
  // Extension filters, left out where the service is known not to have them (tolerant edge).
  if (usable('bounce_class') && state.bounce_class?.length) filters.bounce_class = state.bounce_class;
  if (usable('bounce_side') && state.bounce_side?.length) filters.bounce_side = state.bounce_side;
  if (usable('provider') && state.provider?.length) filters.provider = state.provider;
  if (usable('system') && state.system) filters.system = state.system;
  if (usable('stream') && state.stream) filters.stream = state.stream;
  if (state.domain !== undefined) filters.domain_id = state.domain;
  if (usable('api_key_id') && state.api_key_id !== undefined) filters.api_key_id = state.api_key_id;
  if (state.cursor) filters.cursor = state.cursor;
  return { filters, waiting };
}

/** Filters set by the person (not paging): decides the empty state's wording and "Clear filters". */
export const hasFilters = (state: ActivityState) =>
  activityKeys.some((k) => k !== 'cursor' && urlValue(state[k]) !== undefined);
