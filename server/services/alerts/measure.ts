import { alertMetricOf, alertMetrics, mailboxProviderName, type AlertMetric } from '../../../src/contract';
import type { Queryable } from '../../store/db';
import {
  bucketsSince,
  bulkWithoutOneClick,
  domainNames,
  domainSetups,
  keyVolumes,
  pendingWebhookDeliveries,
  webhookAttemptsSince,
  type BucketRow,
  type BulkOneClickRow,
} from '../../store/repos/alert-measures-repo';
import type { AlertRuleRow } from '../../store/repos/alert-rules-repo';
import { bucketOf } from '../../store/repos/event-counters';

/** A rule's metric for one scope value at one moment. */
export interface Measurement {
  /** '' for the rule's whole scope; else the provider, domain id, webhook id or key id. */
  scope: string;
  label: string;
  /** Null when there is nothing to divide by (no mail, no attempts). */
  value: number | null;
  volume: number;
  domainId?: number;
  provider?: string;
}

const minute = 60_000;
/** The first bucket a window of `minutes` ending now reads (the window rounds up to whole buckets). */
export const windowStart = (now: Date, minutes: number) =>
  bucketOf(new Date(now.getTime() - minutes * minute));

/** What a mail metric's rows are read for: its table row's counters. */
export function mailCounters(metric: AlertMetric) {
  const counters = alertMetrics[metric].counters;
  if (!counters) throw new Error(`not a mail metric: ${metric}`);
  return counters;
}

/** A mail metric from its counters' sums: a rate divides them, a count is the first. */
export function mailValue(metric: AlertMetric, top: number, bottom: number) {
  if (alertMetrics[metric].kind === 'count') return { value: top, volume: bottom };
  return { value: bottom ? top / bottom : null, volume: bottom };
}

/** A mail metric over some buckets' summed counters. */
export function rateOf(metric: AlertMetric, rows: readonly BucketRow[]) {
  const { numerator, denominator } = mailCounters(metric);
  let top = 0;
  let bottom = 0;
  for (const r of rows) {
    for (const c of numerator) top += r[c as keyof BucketRow] as number;
    bottom += r[denominator as keyof BucketRow] as number;
  }
  return mailValue(metric, top, bottom);
}

/** The scope value a bucket row falls under for a rule, or null when the rule's scope leaves it out. */
export function scopeOf(
  rule: Pick<AlertRuleRow, 'domain_id' | 'provider' | 'each'>,
  r: Pick<BucketRow, 'domain_id' | 'provider'>,
) {
  if (rule.domain_id !== null && r.domain_id !== rule.domain_id) return null;
  if (rule.provider !== null && r.provider !== rule.provider) return null;
  if (rule.each === 'provider') return r.provider;
  if (rule.each === 'domain') return String(r.domain_id);
  return '';
}

function rateMeasurements(
  rule: AlertRuleRow,
  rows: readonly BucketRow[],
  now: Date,
  domains: Map<number, string>,
): Measurement[] {
  const from = windowStart(now, rule.window_minutes).getTime();
  const byScope = new Map<string, BucketRow[]>();
  for (const r of rows) {
    if (r.bucket.getTime() < from) continue;
    const scope = scopeOf(rule, r);
    if (scope === null) continue;
    const scoped = byScope.get(scope);
    if (scoped) scoped.push(r);
    else byScope.set(scope, [r]);
  }
  const metric = rule.metric as AlertMetric;
  return [...byScope].map(([scope, scoped]) => {
    const { domainId, provider, label } = mailScope(rule, scope, domains);
    return {
      scope,
      label,
      ...rateOf(metric, scoped),
      ...(domainId !== undefined ? { domainId } : {}),
      ...(provider !== undefined ? { provider } : {}),
    };
  });
}

/**
 * Bulk messages lacking the one-click pair per scope value of a rule, over its window's rows: the
 * count (the metric's value) out of the bulk messages (its volume).
 */
function bulkMeasurements(
  rule: AlertRuleRow,
  rows: readonly BulkOneClickRow[],
  domains: ReadonlyMap<number, string>,
): Measurement[] {
  const byScope = new Map<string, { lacking: number; bulk: number }>();
  for (const r of rows) {
    const scope = scopeOf(rule, r);
    if (scope === null) continue;
    const sum = byScope.get(scope) ?? { lacking: 0, bulk: 0 };
    sum.lacking += r.lacking;
    sum.bulk += r.bulk;
    byScope.set(scope, sum);
  }
  return [...byScope].map(([scope, { lacking, bulk }]) => {
    const { domainId, provider, label } = mailScope(rule, scope, domains);
    return {
      scope,
      label,
      value: lacking,
      volume: bulk,
      ...(domainId !== undefined ? { domainId } : {}),
      ...(provider !== undefined ? { provider } : {}),
    };
  });
}

/**
 * What a mail rule's scope value stands for: its domain and provider, and its name for people,
 * named as the console names them ("Gmail", "Other providers").
 */
export function mailScope(
  rule: Pick<AlertRuleRow, 'domain_id' | 'provider' | 'each'>,
  scope: string,
  domains: ReadonlyMap<number, string>,
) {
  const domainId = rule.each === 'domain' ? Number(scope) : (rule.domain_id ?? undefined);
  const provider = rule.each === 'provider' ? scope : (rule.provider ?? undefined);
  const parts = [
    provider !== undefined ? mailboxProviderName(provider) : undefined,
    domainId !== undefined
      ? (domains.get(domainId) ?? (domainId ? `domain ${domainId}` : 'no domain'))
      : undefined,
  ].filter(Boolean);
  return { domainId, provider, label: parts.join(' · ') || 'all mail' };
}

/** A key's name for people, as its incidents carry it. */
export const keyLabel = (id: number | string, name: string | null | undefined) =>
  name ? `key “${name}”` : `key ${id}`;

/** Which of the readings below a rule's metric takes, by its row in the contract's table. */
const readingOf = (rule: AlertRuleRow) => {
  const row = alertMetricOf(rule.metric);
  if (!row) return null;
  // Counted from the messages themselves (their stored headers), not from the counters' buckets.
  if (rule.metric === 'bulk_without_one_click') return 'bulk mail';
  if (row.scope === 'webhook') return row.kind === 'minutes' ? 'webhook queue' : 'webhook attempts';
  return row.scope;
};

/**
 * Every enabled rule's measurements at `now`: one read of the buckets for the longest window, one
 * of the webhook figures and one of the key volumes when a rule needs them, then arithmetic.
 */
export async function measureRules(db: Queryable, rules: readonly AlertRuleRow[], now: Date) {
  const result = new Map<number, Measurement[]>();
  const rateRules = rules.filter((r) => readingOf(r) === 'mail');
  const longest = Math.max(0, ...rateRules.map((r) => r.window_minutes));
  const [rows, domains] = rateRules.length
    ? await Promise.all([bucketsSince(db, windowStart(now, longest)), domainNames(db)])
    : [[], []];
  const domainMap = new Map(domains.map((d) => [d.id, d.name]));
  for (const rule of rateRules) result.set(rule.id, rateMeasurements(rule, rows, now, domainMap));

  // Rules sharing a window share its read.
  const once = <T>(cache: Map<number, Promise<T>>, minutes: number, read: () => Promise<T>) => {
    let got = cache.get(minutes);
    if (!got) cache.set(minutes, (got = read()));
    return got;
  };
  const attemptsByWindow = new Map<number, ReturnType<typeof webhookAttemptsSince>>();
  const volumesByWindow = new Map<number, ReturnType<typeof keyVolumes>>();
  for (const rule of rules.filter((r) => readingOf(r) === 'webhook attempts')) {
    const attempts = await once(attemptsByWindow, rule.window_minutes, () =>
      webhookAttemptsSince(db, windowStart(now, rule.window_minutes)),
    );
    result.set(
      rule.id,
      attempts
        .filter((a) => rule.webhook_id === null || a.webhook_id === rule.webhook_id)
        .map((a) => ({
          scope: String(a.webhook_id),
          label: a.url,
          value: a.attempts ? a.failed / a.attempts : null,
          volume: a.attempts,
        })),
    );
  }
  const pendingRules = rules.filter((r) => readingOf(r) === 'webhook queue');
  if (pendingRules.length) {
    const pending = await pendingWebhookDeliveries(db);
    for (const rule of pendingRules)
      result.set(
        rule.id,
        pending
          .filter((p) => rule.webhook_id === null || p.webhook_id === rule.webhook_id)
          .map((p) => ({
            scope: String(p.webhook_id),
            label: p.url,
            value: Math.max(0, (now.getTime() - p.oldest.getTime()) / minute),
            volume: p.pending,
          })),
      );
  }
  for (const rule of rules.filter((r) => readingOf(r) === 'key')) {
    const windowFrom = windowStart(now, rule.window_minutes);
    const baselineFrom = new Date(windowFrom.getTime() - 7 * 1440 * minute);
    const volumes = await once(volumesByWindow, rule.window_minutes, () =>
      keyVolumes(db, baselineFrom, windowFrom),
    );
    result.set(
      rule.id,
      volumes.map((v) => ({
        scope: String(v.api_key_id),
        label: keyLabel(v.api_key_id, v.name),
        value: keyFactor(v.recent, v.before, rule.window_minutes),
        volume: v.recent,
      })),
    );
  }
  const bulkRules = rules.filter((r) => readingOf(r) === 'bulk mail');
  const bulkByWindow = new Map<number, ReturnType<typeof bulkWithoutOneClick>>();
  const bulkDomains = bulkRules.length ? new Map((await domainNames(db)).map((d) => [d.id, d.name])) : null;
  for (const rule of bulkRules) {
    const bulk = await once(bulkByWindow, rule.window_minutes, () =>
      bulkWithoutOneClick(db, windowStart(now, rule.window_minutes)),
    );
    result.set(rule.id, bulkMeasurements(rule, bulk, bulkDomains!));
  }
  const domainRules = rules.filter((r) => readingOf(r) === 'domain');
  if (domainRules.length) {
    const setups = await domainSetups(db);
    for (const rule of domainRules) {
      const blocklists = rule.metric === 'blocklistings';
      result.set(
        rule.id,
        setups
          .filter((d) => rule.domain_id === null || d.domain_id === rule.domain_id)
          .map((d) => ({
            scope: String(d.domain_id),
            label: d.name,
            value: blocklists ? d.listings : d.setup_problems,
            volume: blocklists ? d.lists : d.records,
            domainId: d.domain_id,
          })),
      );
    }
  }
  return result;
}

/**
 * A key's messages in the window over its 7-day average for a window that long; a key with no
 * history counts as one message per window, so a new key's first burst stands out too.
 */
export const keyFactor = (recent: number, before: number, windowMinutes: number) =>
  recent / Math.max(1, (before * windowMinutes) / (7 * 1440));
