import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Tooltip } from '@/components/ui/tooltip';
import { formatNumber } from '@/lib/format';
import { rateFormulas } from '@/contract';
import {
  healthLabels,
  bandsText,
  minimumVolume,
  type HealthBand,
  type RateHealth,
  type WatchedRate,
} from '../health';

const tones: Record<HealthBand, BadgeTone> = { healthy: 'success', warning: 'warning', critical: 'danger' };

const rateWords: Record<WatchedRate, string> = {
  bounce_rate: 'bounce rate',
  complaint_rate: 'complaint rate',
};

/** The band as a badge whose tooltip gives the thresholds, so the colour is never a riddle. */
export function HealthBadge({ rate, health }: { rate: WatchedRate; health: RateHealth }) {
  if (health.value === null) return null;
  if (health.tooFew) {
    const what = rateFormulas[rate].denominator;
    return (
      <Tooltip
        focusable
        content={`Fewer than ${formatNumber(minimumVolume(rate))} ${what}: too little mail to judge the ${rateWords[rate]}. ${bandsText(rate)}`}
      >
        <Badge>Too little mail</Badge>
      </Tooltip>
    );
  }
  const band = health.band!;
  return (
    <Tooltip
      focusable
      content={`${rateWords[rate][0]!.toUpperCase()}${rateWords[rate].slice(1)}: ${bandsText(rate)}`}
    >
      <Badge tone={tones[band]}>
        <span aria-hidden="true" className={dotClasses[band]} />
        {healthLabels[band]}
      </Badge>
    </Tooltip>
  );
}

const dotClasses: Record<HealthBand, string> = {
  healthy: 'size-1.5 rounded-full bg-emerald-500',
  warning: 'size-1.5 rounded-full bg-amber-500',
  critical: 'size-1.5 rounded-full bg-red-500',
};
