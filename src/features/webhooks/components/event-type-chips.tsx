import { Badge } from '@/components/ui/badge';
import { sortEventTypes } from '../utils/event-types';

export function EventTypeChips({ types, className }: { types: readonly string[]; className?: string }) {
  return (
    <ul aria-label="Event types" className={className ?? 'flex flex-wrap gap-1'}>
      {sortEventTypes(types).map((t) => (
        <li key={t}>
          <Badge>{t}</Badge>
        </li>
      ))}
    </ul>
  );
}
