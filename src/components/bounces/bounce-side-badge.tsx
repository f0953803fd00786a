import type { BounceSide } from '@/contract';
import { Badge } from '@/components/ui/badge';
import { bounceSideMeta } from '@/lib/labels/bounce-labels';

/** Who can fix a failure, as a badge; with `explained`, its sentence is the badge's title. */
export function BounceSideBadge({ side, explained = false }: { side: BounceSide; explained?: boolean }) {
  const meta = bounceSideMeta[side];
  const badge = <Badge tone={meta.tone}>{meta.label}</Badge>;
  return explained ? <span title={meta.hint}>{badge}</span> : badge;
}
