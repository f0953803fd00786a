import {
  alertLimits,
  alertMetricNames,
  alertMetricOf,
  alertPreviewBodySchema,
  isWebhookMetric,
  type AlertComparator,
  type AlertMetric,
  type AlertPreviewBody,
  type AlertRule,
  type CreateAlertRuleBody,
} from '@/contract';
import type { NewAlertRulePageState } from '@/lib/page-state/new-alert-rule';

/** Rates are written as percentages in the form and sent as fractions (0.05 is 5%). */
export const inPercent = (metric: string) => alertMetricOf(metric)?.kind === 'rate';
/** Metrics of the whole service (webhooks, keys): no domain, provider or each scope. */
export const isUnscoped = (metric: string) =>
  !['mail', 'domain'].includes(alertMetricOf(metric)?.scope ?? '');
/** Metrics of a sending domain's setup: a domain, or one incident per domain; no provider or each. */
export const isDomainSetupMetric = (metric: string) => alertMetricOf(metric)?.scope === 'domain';

/** What the inputs hold, as typed. */
export interface RuleForm {
  name: string;
  metric: AlertMetric;
  comparator: AlertComparator;
  threshold: string;
  window_minutes: string;
  min_volume: string;
  holds_for_minutes: string;
  domain_id: string;
  provider: string;
  each: string;
  webhook_id: string;
  reminder_hours: string;
  resolve_after_minutes: string;
  /** Addresses, separated by commas. */
  emails: string;
  /** Slack incoming-webhook URLs, separated by spaces (a rule created over the API may have several). */
  slack: string;
  webhookEvents: boolean;
  enabled: boolean;
}

export type RuleField = keyof RuleForm;
export type RuleProblems = Partial<Record<RuleField, string>>;

const trimNumber = (n: number) => String(Number(n.toPrecision(12)));
export const thresholdText = (metric: string, threshold: number) =>
  trimNumber(inPercent(metric) ? threshold * 100 : threshold);

export const emptyRuleForm: RuleForm = {
  name: '',
  metric: 'bounce_rate',
  comparator: 'gte',
  threshold: '5',
  window_minutes: '60',
  min_volume: '100',
  holds_for_minutes: '0',
  domain_id: '',
  provider: '',
  each: '',
  webhook_id: '',
  reminder_hours: '24',
  resolve_after_minutes: '60',
  emails: '',
  slack: '',
  webhookEvents: false,
  enabled: true,
};

const oneOf = <T extends string>(value: string | null, known: readonly T[]): T | undefined =>
  (known as readonly string[]).includes(value ?? '') ? (value as T) : undefined;

/** A new rule, prefilled from a link (`?metric=bounce_rate&comparator=gte&threshold=0.05&name=…`). */
/** A new rule as a link asked for it (the page state has dropped what it could not read). */
export function ruleFormFromLink(link: NewAlertRulePageState): RuleForm {
  const metric = link.metric ?? emptyRuleForm.metric;
  return {
    ...emptyRuleForm,
    metric,
    comparator: link.comparator ?? emptyRuleForm.comparator,
    threshold: link.threshold === undefined ? emptyRuleForm.threshold : thresholdText(metric, link.threshold),
    name: link.name ?? '',
    provider: link.provider ?? '',
    domain_id: link.domain_id === undefined ? '' : String(link.domain_id),
  };
}

export function ruleFormFromRule(rule: AlertRule): RuleForm {
  const metric = oneOf(rule.metric, alertMetricNames) ?? emptyRuleForm.metric;
  const emails = rule.channels.flatMap((c) => (c.type === 'email' ? [c.to] : []));
  return {
    name: rule.name,
    metric,
    comparator: rule.comparator,
    threshold: thresholdText(rule.metric, rule.threshold),
    window_minutes: String(rule.window_minutes),
    min_volume: String(rule.min_volume),
    holds_for_minutes: String(rule.holds_for_minutes),
    domain_id: rule.domain_id === null ? '' : String(rule.domain_id),
    provider: rule.provider ?? '',
    each: rule.each ?? '',
    webhook_id: rule.webhook_id === null ? '' : String(rule.webhook_id),
    reminder_hours: String(rule.reminder_hours),
    resolve_after_minutes: String(rule.resolve_after_minutes),
    emails: emails.join(', '),
    slack: rule.channels.flatMap((c) => (c.type === 'slack' ? [c.url] : [])).join(' '),
    webhookEvents: rule.channels.some((c) => c.type === 'webhook'),
    enabled: rule.enabled,
  };
}

/** '' is "not set" (the contract's default applies); anything else is read as a number, NaN if not one. */
const number = (s: string) => (s.trim() === '' ? undefined : Number(s.trim()));
const required = (s: string) => (s.trim() === '' ? Number.NaN : Number(s.trim()));
const idOrNull = (s: string) => (s === '' ? null : Number(s));

/** A field's entries, separated by commas or white space. */
const listOf = (s: string) => s.split(/[,\s]+/).filter(Boolean);

/** The request body the form stands for, in the contract's units. */
export function ruleBody(form: RuleForm): CreateAlertRuleBody {
  const threshold = required(form.threshold);
  const unscoped = isUnscoped(form.metric);
  const emails = listOf(form.emails);
  return {
    name: form.name,
    metric: form.metric,
    comparator: form.comparator,
    threshold: inPercent(form.metric) ? Number((threshold / 100).toPrecision(12)) : threshold,
    ...(isDomainSetupMetric(form.metric)
      ? { window_minutes: alertLimits.window[0], min_volume: 0 }
      : { window_minutes: required(form.window_minutes), min_volume: number(form.min_volume) }),
    holds_for_minutes: number(form.holds_for_minutes),
    domain_id: unscoped ? null : idOrNull(form.domain_id),
    provider:
      unscoped || isDomainSetupMetric(form.metric) || form.provider === '' ? null : (form.provider as never),
    each:
      unscoped || isDomainSetupMetric(form.metric) || form.each === ''
        ? null
        : (form.each as 'provider' | 'domain'),
    webhook_id: isWebhookMetric(form.metric) ? idOrNull(form.webhook_id) : null,
    reminder_hours: number(form.reminder_hours),
    resolve_after_minutes: number(form.resolve_after_minutes),
    channels: [
      ...emails.map((to) => ({ type: 'email' as const, to })),
      ...listOf(form.slack).map((url) => ({ type: 'slack' as const, url })),
      ...(form.webhookEvents ? [{ type: 'webhook' as const }] : []),
    ],
    enabled: form.enabled,
  };
}

/**
 * The fields the preview replays (the condition, and when incidents remind and resolve), with the
 * days to replay; null while they do not make a rule yet.
 */
export function previewBody(form: RuleForm, days: 7 | 30): AlertPreviewBody | null {
  const { name: _n, channels: _c, enabled: _e, ...core } = ruleBody(form);
  const body = { ...core, days };
  return alertPreviewBodySchema.safeParse(body).success ? body : null;
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const sentence = (s: string) => `${capitalize(s)}${s.endsWith('.') ? '' : '.'}`;

/** The form field a contract path (`threshold`, `channels.1.url`) is shown at. */
export function fieldOf(path: readonly PropertyKey[], body: CreateAlertRuleBody): RuleField | null {
  const [head, index] = path;
  if (head === 'channels') {
    const channel = typeof index === 'number' ? body.channels?.[index] : undefined;
    if (channel?.type === 'slack') return 'slack';
    if (channel?.type === 'webhook') return 'webhookEvents';
    return 'emails';
  }
  if (typeof head === 'string' && head in emptyRuleForm) return head as RuleField;
  return null;
}

/** The words for a problem at a field (the contract's or the service's). */
export function message(field: RuleField, form: RuleForm, text: string) {
  if (field === 'threshold' && inPercent(form.metric)) {
    const n = Number(form.threshold);
    if (form.threshold.trim() === '' || !Number.isFinite(n)) return 'Enter the threshold as a number.';
    return 'Enter a percentage from 0 to 100.';
  }
  return sentence(text);
}
