import { roleTable } from '@/contract/roles';
import { Badge } from '@/components/ui/badge';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { Link } from '@/components/ui/link';
import { href } from '@/lib/href';
import type { SessionData } from '@/contract/people';

/**
 * Who is signed in, in the sidebar: the person (a link to My account: password, second factor,
 * sessions) and their role. Loaded beside the page, with the contract.
 */
export function PersonSummary({ person }: { person: SessionData['person'] }) {
  return (
    <p className="flex min-w-0 flex-wrap items-center gap-1.5 text-xs text-zinc-500 dark:text-zinc-400">
      <Link
        to={href('account')}
        title="My account"
        className="max-w-40 truncate font-medium text-zinc-700 underline-offset-2 hover:underline focus-visible:underline dark:text-zinc-300"
      >
        {person.name || person.email}
      </Link>
      <Badge tone="accent" className="hidden md:inline-flex">
        {roleTable[person.role].label}
      </Badge>
    </p>
  );
}

/** The Owner requires a second factor this person has not set up: My account first, every page else waits. */
export function ToSecondFactorSetup() {
  const { pathname } = useLocation();
  return pathname === href('account') ? <Outlet /> : <Navigate to={href('account')} replace />;
}
