import { useFiringAlertsCount } from '@/lib/firing-alerts';
import { formatNumber } from '@/lib/format';

/** The Alerts item's count of incidents firing now (nothing while none fire or alerts are not offered). */
export function FiringCountBadge() {
  const count = useFiringAlertsCount();
  if (!count) return null;
  return (
    <span className="rounded-full bg-red-600 px-1.5 text-xs leading-5 font-semibold text-white tabular-nums dark:bg-red-500">
      {formatNumber(count)}
      <span className="sr-only"> firing</span>
    </span>
  );
}
