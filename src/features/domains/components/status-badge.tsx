import { Badge } from '@/components/ui/badge';
import type { StatusWord } from '../utils/status-words';

/** A status word with its icon and colour; the word carries the meaning, the colour only repeats it. */
export function StatusBadge({ word, className }: { word: StatusWord; className?: string }) {
  const Icon = word.icon;
  return (
    <Badge tone={word.tone} className={className}>
      <Icon size={3.5} />
      {word.label}
    </Badge>
  );
}
