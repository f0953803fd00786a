import type { BadgeTone } from '@/components/ui/badge';
import type { WebhookHealth } from '@/contract';
import { formatNumber, formatPercent } from '@/lib/format';

export interface HealthSummary {
  tone: BadgeTone;
  /** Short, for the badge: "98.2%", "No traffic". */
  label: string;
  /** One line under it: "1,204 attempts in 24 h · 3 pending". */
  detail: string;
  /** The latest attempt's outcome, "HTTP 200" or its error; null before the first attempt. */
  last: string | null;
  lastOk: boolean | null;
}

/**
 * A webhook's last day at a glance: the share of attempts its endpoint accepted, toned by how
 * worried to be. A failing latest attempt is never shown green, whatever the day's rate.
 */
export function summarizeHealth(health: WebhookHealth): HealthSummary {
  const { attempts_24h: attempts, succeeded_24h: succeeded, pending } = health;
  const backlog = pending > 0 ? `${formatNumber(pending)} pending` : null;
  const lastOk = health.last_attempt_at === null ? null : isSuccess(health.last_status_code);
  const last =
    health.last_attempt_at === null
      ? null
      : lastOk
        ? `HTTP ${health.last_status_code}`
        : (health.last_error ??
          (health.last_status_code === null ? 'No answer' : `HTTP ${health.last_status_code}`));

  if (attempts === 0) {
    return {
      tone: 'neutral',
      label: pending > 0 ? 'Queued' : 'No traffic',
      detail: backlog ?? 'No attempts in 24 h',
      last,
      lastOk,
    };
  }
  const rate = succeeded / attempts;
  let tone: BadgeTone = rate >= 0.99 ? 'success' : rate >= 0.9 ? 'warning' : 'danger';
  if (tone === 'success' && lastOk === false) tone = 'warning';
  const attemptsText = `${formatNumber(attempts)} attempt${attempts === 1 ? '' : 's'} in 24 h`;
  return {
    tone,
    label: formatPercent(rate, rate === 1 || rate === 0 ? 0 : 1),
    detail: backlog ? `${attemptsText} · ${backlog}` : attemptsText,
    last,
    lastOk,
  };
}

export const isSuccess = (status: number | null) => status !== null && status >= 200 && status < 300;
