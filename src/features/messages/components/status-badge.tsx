import type { MessageStatus } from '@/contract';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { statusMeta } from '../lib/message-status';

const dots: Record<string, string> = {
  neutral: 'bg-zinc-400',
  accent: 'bg-indigo-500',
  success: 'bg-emerald-500',
  warning: 'bg-amber-500',
  danger: 'bg-red-500',
};

/** The status as a coloured badge; the colour is never the only signal, the label always shows. */
export function StatusBadge({ status, className }: { status: MessageStatus; className?: string }) {
  const { label, tone } = statusMeta[status];
  return (
    <Badge tone={tone} className={cn('gap-1.5', className)}>
      <span aria-hidden="true" className={cn('size-1.5 rounded-full', dots[tone])} />
      {label}
    </Badge>
  );
}
