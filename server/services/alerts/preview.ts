import {
  alertMetrics,
  alertPreviewBodySchema,
  type AlertPreviewData,
  type AlertSpan,
} from '../../../src/contract';
import type { z } from '../../../src/contract/zod';
import type { ServiceContext } from '../../context';
import {
  domainNames,
  keySeries,
  rateSeries,
  type BucketCounter,
} from '../../store/repos/alert-measures-repo';
import { bucketMinutes, bucketOf } from '../../store/repos/event-counters';
import { listKeys } from '../../store/repos/keys-repo';
import { isBreaching, nextStep, type Condition } from './incident-steps';
import { parseInput } from '../parse-input';
import { keyFactor, keyLabel, mailCounters, mailScope, mailValue } from './measure';

type Rule = z.output<typeof alertPreviewBodySchema>;

const step = bucketMinutes * 60_000;
const keyBaselineSteps = 7 * 288;
const maxPoints = 1_000;
const maxSeries = 5;
const maxSpans = 200;

/** Per scope value, a numerator and a denominator per bucket index, as running sums. */
interface Track {
  top: Float64Array;
  bottom: Float64Array;
}

/**
 * Replays a rule over the buckets of the last 7 or 30 days, as the evaluator would have ticked at
 * the end of each 5-minute bucket: the metric at every step (the evaluator's window, read as it
 * reads it), and the incidents it would have had, decided by the evaluator's own `nextStep`
 * (holds-for, resolve-after, reminders). Webhook metrics keep no history to replay. The body as
 * sent, parsed with the contract's schema first (Invalid naming each field): nothing is read before.
 */
export async function previewAlertRule(ctx: ServiceContext, body: unknown): Promise<AlertPreviewData> {
  const rule = parseInput(alertPreviewBodySchema, body);
  const now = ctx.now();
  const row = alertMetrics[rule.metric];
  const end = bucketOf(now).getTime();
  const from = end - rule.days * 1440 * 60_000;
  const windowSteps = Math.ceil(rule.window_minutes / bucketMinutes);
  const historySteps = windowSteps + (row.scope === 'key' ? keyBaselineSteps : 0);
  const start = from - historySteps * step;
  const n = (end - start) / step + 1;
  const empty = {
    from: new Date(from).toISOString(),
    to: now.toISOString(),
    spans: [],
    fired_count: 0,
    firing_minutes: 0,
  };
  const stepMinutes = Math.max(bucketMinutes, Math.ceil((rule.days * 288) / maxPoints) * bucketMinutes);
  if (!row.history)
    return {
      ...empty,
      step_minutes: stepMinutes,
      series: [],
      unavailable: 'This metric keeps no history to replay; the rule is evaluated from now on.',
    };

  const tracks = new Map<string, Track>();
  const track = (scope: string) => {
    let t = tracks.get(scope);
    if (!t) tracks.set(scope, (t = { top: new Float64Array(n + 1), bottom: new Float64Array(n + 1) }));
    return t;
  };
  const counted =
    row.scope === 'key'
      ? await keySeries(ctx.db, new Date(start))
      : await rateSeries(ctx.db, new Date(start), seriesCounters(rule.metric), {
          domainId: rule.domain_id,
          provider: rule.provider,
          each: rule.each,
        });
  for (const r of counted) {
    const t = track(r.scope);
    r.steps.forEach((i, k) => {
      t.top[i + 1]! += r.top[k]!;
      t.bottom[i + 1]! += r.bottom[k]!;
    });
  }
  // Running sums: buckets lo..hi add up to sum[hi + 1] - sum[lo].
  for (const t of tracks.values())
    for (let i = 1; i <= n; i++) {
      t.top[i]! += t.top[i - 1]!;
      t.bottom[i]! += t.bottom[i - 1]!;
    }
  const labelOf = await scopeLabels(ctx, rule);

  const first = (from - start) / step;
  const spans: AlertSpan[] = [];
  const series: AlertPreviewData['series'] = [];
  for (const [scope, t] of tracks) {
    const sum = (a: Float64Array, lo: number, hi: number) => a[hi + 1]! - a[Math.max(0, lo)]!;
    // The evaluator at `time` reads the buckets from windowStart(time, window) on: at the end of
    // bucket i, buckets i + 1 - windowSteps to i; at a `now` inside the last bucket, one more. The
    // same arithmetic without a Date per step (start is a bucket's start).
    const measure = (i: number, time: number) => {
      const lo = Math.floor((time - rule.window_minutes * 60_000 - start) / step);
      if (row.scope === 'key') {
        const recent = sum(t.top, lo, i);
        const before = sum(t.top, lo - keyBaselineSteps, lo - 1);
        return { value: keyFactor(recent, before, rule.window_minutes), volume: recent };
      }
      return mailValue(rule.metric, sum(t.top, lo, i), sum(t.bottom, lo, i));
    };
    const label = labelOf(scope);
    const points: AlertPreviewData['series'][number]['points'] = [];
    let condition: Condition = { breaching_since: null, clear_since: null };
    let open: (AlertSpan & { last_notified_at: Date }) | null = null;
    const worse = (a: number, b: number) => (rule.comparator.startsWith('g') ? a > b : a < b);
    let last = -1;
    for (let i = first; i < n; i++) {
      // A tick at each bucket's end; the last bucket is still filling: its tick is now.
      const time = Math.min(start + (i + 1) * step, now.getTime());
      if (time === last) continue;
      last = time;
      const m = measure(i, time);
      if ((i - first) % (stepMinutes / bucketMinutes) === 0)
        points.push({ at: new Date(time).toISOString(), value: m.value, volume: m.volume });
      const at = new Date(time);
      const breaching = isBreaching(rule, m);
      const next = nextStep(rule, condition, open, breaching, at);
      condition = next.condition;
      if (next.step === 'open')
        open = {
          scope,
          label,
          from: at.toISOString(),
          to: at.toISOString(),
          value: m.value!,
          volume: m.volume,
          reminders: [],
          last_notified_at: at,
        };
      else if (next.step === 'remind' && open) {
        open.reminders!.push(at.toISOString());
        open.last_notified_at = at;
      } else if (next.step === 'resolve' && open) {
        spans.push(spanOf(open, at));
        open = null;
      }
      if (open && breaching && worse(m.value!, open.value))
        Object.assign(open, { value: m.value!, volume: m.volume });
    }
    if (open) spans.push({ ...spanOf(open, now), firing: true });
    series.push({ scope, label, points });
  }
  spans.sort((a, b) => a.from.localeCompare(b.from));
  const firingScopes = new Set(spans.map((s) => s.scope));
  series.sort((a, b) => Number(firingScopes.has(b.scope)) - Number(firingScopes.has(a.scope)));
  const minutes = spans.reduce((m, s) => m + (Date.parse(s.to) - Date.parse(s.from)) / 60_000, 0);
  return {
    ...empty,
    step_minutes: stepMinutes,
    series: series.slice(0, maxSeries),
    // A noisy rule fires thousands of times a month: the latest spans are what a chart can show.
    spans: spans.slice(-maxSpans),
    fired_count: spans.length,
    firing_minutes: Math.round(minutes),
  };
}

const spanOf = ({ last_notified_at: _, ...span }: AlertSpan & { last_notified_at: Date }, to: Date) => ({
  ...span,
  to: to.toISOString(),
});

/** A mail metric's numerator and denominator bucket counters, from the contract's metric table. */
function seriesCounters(metric: Rule['metric']): { top: BucketCounter[]; bottom: BucketCounter } {
  const { numerator, denominator } = mailCounters(metric);
  return { top: [...numerator] as BucketCounter[], bottom: denominator as BucketCounter };
}

/** Each scope value's name for people, as the evaluator's incidents name it. */
async function scopeLabels(ctx: ServiceContext, rule: Rule): Promise<(scope: string) => string> {
  if (alertMetrics[rule.metric].scope === 'key') {
    const names = new Map((await listKeys(ctx.db)).map((k) => [String(k.id), k.name]));
    return (scope) => keyLabel(scope, names.get(scope));
  }
  const domains =
    rule.each === 'domain' || rule.domain_id !== null
      ? new Map((await domainNames(ctx.db)).map((d) => [d.id, d.name]))
      : new Map<number, string>();
  return (scope) => mailScope(rule, scope, domains).label;
}
