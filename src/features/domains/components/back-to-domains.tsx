import { Link } from '@/components/ui/link';
import { ChevronLeftIcon } from '@/components/ui/icons';
import { href } from '@/lib/href';

/** The way back from a domain's page to the list. */
export function BackToDomains() {
  return (
    <Link
      to={href('domains')}
      className="mb-4 inline-flex items-center gap-1 rounded text-sm text-zinc-600 hover:text-zinc-900 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-zinc-400 dark:hover:text-zinc-100"
    >
      <ChevronLeftIcon />
      Domains
    </Link>
  );
}
