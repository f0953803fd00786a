import type { SuppressionReason } from '@/contract';
import { cn } from '@/lib/cn';
import { Badge } from '@/components/ui/badge';
import { Tooltip } from '@/components/ui/tooltip';
import { reasonMeta } from '../lib/reasons';

/** The reason as a coloured badge; its plain-words meaning shows on hover and keyboard focus. */
export function ReasonBadge({ reason, tooltip = true }: { reason: SuppressionReason; tooltip?: boolean }) {
  const { label, tone, description, dot } = reasonMeta[reason];
  const badge = (
    <Badge tone={tone} className="whitespace-nowrap">
      <span aria-hidden="true" className={cn('size-1.5 rounded-full', dot)} />
      {label}
    </Badge>
  );
  return tooltip ? (
    <Tooltip focusable content={description}>
      {badge}
    </Tooltip>
  ) : (
    badge
  );
}
