import type { ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import type { StatsOverview } from '@/contract';
import { AlertIcon, CheckCircleIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import type { FiringInScope } from '@/lib/firing-alerts';
import { formatNumber, formatPercent } from '@/lib/format';
import {
  formatThreshold,
  healthThresholds,
  judgeRate,
  minimumVolume,
  worstBand,
  type HealthBand,
  type WatchedRate,
} from '../health';
import { href } from '@/lib/href';

const names: Record<WatchedRate, string> = { bounce_rate: 'Bounce rate', complaint_rate: 'Complaint rate' };

/** What the band means for the sender, and what to do about it. */
const advice: Record<WatchedRate, Record<'warning' | 'critical', string>> = {
  complaint_rate: {
    critical: `Gmail and Yahoo require bulk senders to stay under ${formatThreshold(healthThresholds.complaint_rate.critical)} spam complaints; above it they send mail to spam or reject it. Find the list or campaign behind the complaints (filter by domain and day below), pause it, and make unsubscribing one click.`,
    warning: `Gmail and Yahoo ask senders to keep complaints under ${formatThreshold(healthThresholds.complaint_rate.warning)}. Check which sends drew them before it reaches ${formatThreshold(healthThresholds.complaint_rate.critical)}.`,
  },
  bounce_rate: {
    critical: `At ${formatThreshold(healthThresholds.bounce_rate.critical)} hard bounces or more, mailbox providers read the list as old or bought and throttle or block the sender. Find the send behind it, stop mailing unconfirmed addresses, and re-confirm old lists before sending again.`,
    warning: `Mailbox providers start watching senders above ${formatThreshold(healthThresholds.bounce_rate.warning)} hard bounces. Look for the list or day that raised it.`,
  },
};

const styles: Record<HealthBand, { box: string; icon: string; title: string; body: string }> = {
  critical: {
    box: 'border-red-200 bg-red-50 dark:border-red-900/70 dark:bg-red-950/40',
    icon: 'text-red-600 dark:text-red-400',
    title: 'text-red-900 dark:text-red-100',
    body: 'text-red-800 dark:text-red-200/90',
  },
  warning: {
    box: 'border-amber-200 bg-amber-50 dark:border-amber-900/60 dark:bg-amber-950/30',
    icon: 'text-amber-600 dark:text-amber-400',
    title: 'text-amber-900 dark:text-amber-100',
    body: 'text-amber-900/90 dark:text-amber-200/90',
  },
  healthy: {
    box: 'border-emerald-200 bg-emerald-50/70 dark:border-emerald-900/60 dark:bg-emerald-950/30',
    icon: 'text-emerald-600 dark:text-emerald-400',
    title: 'text-emerald-900 dark:text-emerald-100',
    body: 'text-emerald-900/80 dark:text-emerald-200/80',
  },
};

const alertsFiring = (n: number) => (n === 1 ? '1 alert is firing' : `${formatNumber(n)} alerts are firing`);

function headline(
  worst: HealthBand,
  troubled: { rate: WatchedRate; value: number | null }[],
  criticalDays: number,
  firing: number,
): string {
  if (worst === 'healthy') {
    // The range's totals can be calm while an alert fires on the last hour: never "healthy" alone then.
    if (firing > 0)
      return `Rates over this range are under the warning lines, but ${alertsFiring(firing)} now`;
    const but =
      criticalDays === 1 ? ', but one day was critical' : `, but ${criticalDays} days were critical`;
    return `Sender reputation looks healthy over this range${criticalDays > 0 ? but : ''}`;
  }
  const subject = troubled.map((j) => `${names[j.rate]} ${formatPercent(j.value)}`).join(' and ');
  const plural = troubled.length > 1;
  if (worst === 'critical') return `${subject} ${plural ? 'are' : 'is'} critical`;
  return `${subject} ${plural ? 'need' : 'needs'} attention`;
}

/**
 * The verdict on the whole range in one sentence: healthy, or which rate is in trouble, how bad,
 * and what to do about it. `children` (the days that crossed a line) go underneath.
 */
export function HealthBanner({
  overview,
  criticalDays,
  firing,
  children,
}: {
  overview: StatsOverview;
  /** Days of the range that were critical on their own, which a calm total can hide. */
  criticalDays: number;
  /** Alerts firing now in this scope, when the range reaches today and alerts are known. */
  firing?: FiringInScope;
  children?: ReactNode;
}) {
  const firingNow = firing?.count ?? 0;
  const firingLink = firing && firingNow > 0 && (
    <p>
      <Link
        to={href(
          'alerts',
          firingNow === 1 && firing.firstId ? { incident: firing.firstId } : { state: 'firing' },
        )}
        className="font-medium underline underline-offset-2 hover:no-underline"
      >
        {firingNow === 1 ? 'See the alert' : 'See the alerts'}
      </Link>
    </p>
  );
  const judged = (['bounce_rate', 'complaint_rate'] as const).map((rate) => ({
    rate,
    ...judgeRate(rate, overview.rates[rate], overview.counts),
  }));
  const worst = worstBand(judged.map((j) => j.band));
  if (!worst) {
    return (
      <section
        aria-label="Sender health"
        className="rounded-xl border border-zinc-200 px-4 py-3.5 text-sm dark:border-zinc-800"
      >
        <h2 className="font-semibold text-zinc-900 dark:text-zinc-100">
          Too little mail to judge sender health
        </h2>
        <p className="mt-1 text-zinc-600 dark:text-zinc-400">
          Rates are judged from {formatNumber(minimumVolume('bounce_rate'))} accepted and{' '}
          {formatNumber(minimumVolume('complaint_rate'))} delivered messages, so that a single bounce or
          complaint can't raise an alarm. Pick a longer range to judge them.
        </p>
        {firingNow > 0 && (
          <p className="mt-1 text-zinc-600 dark:text-zinc-400">
            {alertsFiring(firingNow)} now. {firingLink}
          </p>
        )}
        {children}
      </section>
    );
  }
  // A calm total with a critical day inside it, or an alert firing now, still deserves a second look.
  const calm = criticalDays === 0 && firingNow === 0;
  const style = styles[worst === 'healthy' && !calm ? 'warning' : worst];
  const troubled = judged.filter((j) => j.band === worst);
  const Icon = worst === 'healthy' && calm ? CheckCircleIcon : AlertIcon;

  return (
    <section aria-label="Sender health" className={cn('rounded-xl border px-4 py-3.5', style.box)}>
      <div className="flex gap-3">
        <Icon size={5} className={cn('mt-0.5 shrink-0', style.icon)} />
        <div className="flex min-w-0 flex-1 flex-col gap-1.5 text-sm">
          <h2 className={cn('font-semibold', style.title)}>
            {headline(worst, troubled, criticalDays, firingNow)}
          </h2>
          {worst === 'healthy' ? (
            <p className={style.body}>
              {judged
                .filter((j) => j.band)
                .map((j) => `${names[j.rate]} ${formatPercent(j.value)}`)
                .join(', ')}
              : under the warning lines of {formatThreshold(healthThresholds.bounce_rate.warning)} hard
              bounces and {formatThreshold(healthThresholds.complaint_rate.warning)} complaints.
              {judged
                .filter((j) => j.tooFew)
                .map((j) => ` Too little mail to judge the ${names[j.rate].toLowerCase()} yet.`)}
            </p>
          ) : (
            troubled.map((j) => (
              <p key={j.rate} className={style.body}>
                {advice[j.rate][worst]}
              </p>
            ))
          )}
          {firingNow > 0 && (
            <div className={cn('flex flex-wrap gap-x-2', style.body)}>
              {worst !== 'healthy' && <p>{alertsFiring(firingNow)} now.</p>}
              {firingLink}
            </div>
          )}
          {children}
        </div>
      </div>
    </section>
  );
}
