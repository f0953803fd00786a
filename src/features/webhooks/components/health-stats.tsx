import type { ReactNode } from 'react';
import { DateTime } from '@/components/ui/date-time';
import type { WebhookHealth } from '@/contract';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { summarizeHealth } from '../utils/health';

const toneText = {
  neutral: 'text-zinc-900 dark:text-zinc-50',
  accent: 'text-indigo-700 dark:text-indigo-300',
  success: 'text-emerald-700 dark:text-emerald-400',
  warning: 'text-amber-700 dark:text-amber-400',
  danger: 'text-red-700 dark:text-red-400',
};

/** The list's health line, spelled out as four figures. */
export function HealthStats({ health }: { health: WebhookHealth }) {
  const s = summarizeHealth(health);
  const rate = health.attempts_24h === 0 ? '—' : s.label;
  return (
    <dl className="mb-8 grid grid-cols-2 gap-px overflow-hidden rounded-xl border border-zinc-200 bg-zinc-200 shadow-sm lg:grid-cols-4 dark:border-zinc-800 dark:bg-zinc-800">
      <Stat label="Success rate (24 h)" value={<span className={toneText[s.tone]}>{rate}</span>} />
      <Stat label="Attempts (24 h)" value={formatNumber(health.attempts_24h)} />
      <Stat label="Pending" value={formatNumber(health.pending)} />
      <Stat
        label="Last attempt"
        value={
          s.last === null || !health.last_attempt_at ? (
            '—'
          ) : (
            <span className="flex min-w-0 flex-col">
              <span className={cn('truncate', s.lastOk ? toneText.success : toneText.danger)} title={s.last}>
                {s.last}
              </span>
              <span className="text-xs font-normal text-zinc-500 dark:text-zinc-400">
                <DateTime iso={health.last_attempt_at} />
              </span>
            </span>
          )
        }
      />
    </dl>
  );
}

function Stat({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1 bg-white px-4 py-3 dark:bg-zinc-900">
      <dt className="text-xs font-medium text-zinc-500 dark:text-zinc-400">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums">{value}</dd>
    </div>
  );
}
