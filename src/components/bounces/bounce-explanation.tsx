import type { BounceClassification } from '@/contract';
import { Badge } from '@/components/ui/badge';
import { bounceClassLabels } from '@/lib/labels/bounce-labels';
import { BounceSideBadge } from './bounce-side-badge';

/** The class and side of a classified reply, as two badges; the side's sentence is its title. */
export function BounceBadges({ classification }: { classification: BounceClassification }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <Badge tone="neutral">{bounceClassLabels[classification.class]}</Badge>
      <BounceSideBadge side={classification.side} explained />
      {classification.blocklist && <Badge tone="danger">Listed on {classification.blocklist}</Badge>}
    </span>
  );
}

/**
 * Why a reply failed in words: the class and side, the explanation and the next step (both from the
 * failure story when the outcome is known, else the classification's own).
 */
export function BounceExplanation({
  classification,
  explanation = classification.explanation,
  action = classification.action,
}: {
  classification: BounceClassification;
  explanation?: string;
  action?: string;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1 text-xs text-zinc-700 dark:text-zinc-300">
      <BounceBadges classification={classification} />
      <p>{explanation}</p>
      <p>
        <span className="font-medium text-zinc-900 dark:text-zinc-100">What to do: </span>
        {action}
      </p>
    </div>
  );
}
