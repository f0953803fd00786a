import {
  breaches,
  isRateMetric,
  rateMetrics,
  type AlertComparator,
  type AlertPreviewBody,
  type AlertPreviewData,
  type AlertSpan,
} from '../../../src/contract';
import type { ServiceContext } from '../../context';
import { keySeries, rateSeries, type BucketCounter } from '../../store/repos/alert-measures-repo';
import { bucketMinutes, bucketOf } from '../../store/repos/event-counters';
import { keyFactor } from './measure';

type Rule = Required<Omit<AlertPreviewBody, 'days'>> & { days: 7 | 30 };

const step = bucketMinutes * 60_000;
const maxPoints = 1_000;
const maxSeries = 5;
const maxSpans = 200;

/** Per scope value, a numerator and a denominator per bucket index, as running sums. */
interface Track {
  top: Float64Array;
  bottom: Float64Array;
}

/**
 * Replays a rule over the buckets of the last 7 or 30 days: the metric at every 5-minute step,
 * evaluated as a tick would (window, minimum volume, holds-for), and the spans where it would have
 * fired. Webhook metrics keep no history to replay.
 */
export async function previewAlertRule(ctx: ServiceContext, rule: Rule): Promise<AlertPreviewData> {
  const now = ctx.now();
  const end = bucketOf(now).getTime();
  const from = end - rule.days * 1440 * 60_000;
  const windowSteps = Math.ceil(rule.window_minutes / bucketMinutes);
  const historySteps = rule.metric === 'key_volume_factor' ? windowSteps + 7 * 288 : windowSteps;
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
  if (!isRateMetric(rule.metric) && rule.metric !== 'delivery_events' && rule.metric !== 'key_volume_factor')
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
    rule.metric === 'key_volume_factor'
      ? await keySeries(ctx.db, new Date(start))
      : await rateSeries(ctx.db, new Date(start), rateCounters(rule.metric), {
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
  // Running sums: the window ending at step i is sum[i + 1] - sum[i + 1 - windowSteps].
  for (const t of tracks.values())
    for (let i = 1; i <= n; i++) {
      t.top[i]! += t.top[i - 1]!;
      t.bottom[i]! += t.bottom[i - 1]!;
    }

  const first = (from - start) / step;
  const spans: AlertSpan[] = [];
  const series: AlertPreviewData['series'] = [];
  for (const [scope, t] of tracks) {
    const sum = (a: Float64Array, i: number, steps: number) => a[i + 1]! - a[Math.max(0, i + 1 - steps)]!;
    const measure = (i: number) => {
      if (rule.metric === 'key_volume_factor') {
        const recent = sum(t.top, i, windowSteps);
        const before = sum(t.top, i - windowSteps, 7 * 288);
        return { value: keyFactor(recent, before, rule.window_minutes), volume: recent };
      }
      const top = sum(t.top, i, windowSteps);
      const bottom = sum(t.bottom, i, windowSteps);
      return rule.metric === 'delivery_events'
        ? { value: top, volume: bottom }
        : { value: bottom ? top / bottom : null, volume: bottom };
    };
    const points: AlertPreviewData['series'][number]['points'] = [];
    let runStart = -1;
    let open: AlertSpan | null = null;
    const worse = (a: number, b: number) => (rule.comparator.startsWith('g') ? a > b : a < b);
    for (let i = first; i < n; i++) {
      const m = measure(i);
      const time = start + (i + 1) * step;
      if ((i - first) % (stepMinutes / bucketMinutes) === 0)
        points.push({ at: new Date(time).toISOString(), value: m.value, volume: m.volume });
      const breaching =
        m.value !== null &&
        m.volume >= rule.min_volume &&
        breaches(rule.comparator as AlertComparator, m.value, rule.threshold);
      if (!breaching) {
        runStart = -1;
        if (open) spans.push(open);
        open = null;
        continue;
      }
      if (runStart < 0) runStart = i;
      if ((i - runStart) * bucketMinutes < rule.holds_for_minutes) continue;
      const iso = new Date(Math.min(time, now.getTime())).toISOString();
      if (!open) open = { scope, from: iso, to: iso, value: m.value!, volume: m.volume };
      open.to = iso;
      if (worse(m.value!, open.value)) Object.assign(open, { value: m.value!, volume: m.volume });
    }
    if (open) spans.push(open);
    series.push({ scope, points });
  }
  spans.sort((a, b) => a.from.localeCompare(b.from));
  const firingScopes = new Set(spans.map((s) => s.scope));
  series.sort((a, b) => Number(firingScopes.has(b.scope)) - Number(firingScopes.has(a.scope)));
  const minutes = spans.reduce(
    (m, s) => m + (Date.parse(s.to) - Date.parse(s.from)) / 60_000 + bucketMinutes,
    0,
  );
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

/** A rate metric's numerator and denominator counters (events and accepted for the count). */
function rateCounters(metric: string): { top: BucketCounter[]; bottom: BucketCounter } {
  if (metric === 'delivery_events')
    return { top: ['delivered', 'hard_bounced', 'soft_bounced', 'deferred', 'failed'], bottom: 'accepted' };
  const { numerator, denominator } = rateMetrics[metric as keyof typeof rateMetrics];
  return { top: [...numerator], bottom: denominator as BucketCounter };
}
