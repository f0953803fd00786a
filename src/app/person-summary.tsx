import { roleTable } from '@/contract/roles';
import { Badge } from '@/components/ui/badge';
import type { SessionData } from '@/contract/people';

/** Who is signed in, in the sidebar: the person and their role (loaded beside the page, with the contract). */
export function PersonSummary({ person }: { person: SessionData['person'] }) {
  return (
    <p className="hidden flex-wrap items-center gap-1.5 text-xs text-zinc-500 md:flex dark:text-zinc-400">
      <span className="truncate font-medium text-zinc-700 dark:text-zinc-300">
        {person.name || person.email}
      </span>
      <Badge tone="accent">{roleTable[person.role].label}</Badge>
    </p>
  );
}
