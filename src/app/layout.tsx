import { lazy, Suspense, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { NavLink } from '@/components/ui/link';
import { ConnectivityBanner } from '@/components/layout/connectivity-banner';
import { ThemeToggle } from '@/components/layout/theme-toggle';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LockIcon, SignOutIcon } from '@/components/ui/icons/app-icons';
import { OptionalBoundary } from '@/components/ui/optional-boundary';
import { LoadingState } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { grantedPermissions, missingKeyPermission, usePermissions, usePowers } from '@/lib/permissions';
import { session, usePerson } from '@/lib/session';
import { Brand } from './brand';
import { navItems } from './nav-items';
import { RouteErrorBoundary } from './route-error';
import { useHiddenOnScroll } from './use-hidden-on-scroll';

// The capability layer is not part of the first load: until it is in, an extension's item shows (as
// it would until the service refuses it), so nothing moves when it arrives.
const NavGate = lazy(() => import('./nav-gate').then((m) => ({ default: m.NavGate })));
// The role's name is the contract's (its role table): loaded beside the page, not with the first screen.
const PersonSummary = lazy(() => import('./person-summary').then((m) => ({ default: m.PersonSummary })));
// Only for a person the Owner requires a second factor of: its code (and the page table) comes then.
const ToSecondFactorSetup = lazy(() =>
  import('./person-summary').then((m) => ({ default: m.ToSecondFactorSetup })),
);

async function handleSignOut() {
  // A person's session ends at the service too (its cookie is httpOnly); signed out here whatever
  // the answer, so a service that cannot be reached never keeps anyone in.
  if (session.getPerson()) {
    const { callEndpoint } = await import('@/lib/call-endpoint');
    await callEndpoint('signOut', {}).catch(() => {});
  }
  // A deliberate sign-out starts the next session from the top, not from this page.
  window.history.replaceState(null, '', '/');
  session.signOut();
}

/**
 * Sidebar on wide screens; on narrow ones the same element becomes a top bar whose navigation is a
 * grid of icons with short labels: every page in view at once, nothing hidden in a scrolling row.
 */
export function Layout() {
  const { data: permissions } = usePermissions();
  const person = usePerson();
  const powers = usePowers();
  const { pathname } = useLocation();
  const bar = useRef<HTMLElement>(null);
  const barHidden = useHiddenOnScroll(bar);
  return (
    <div className="min-h-dvh md:flex">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-indigo-600 px-3 py-2 text-sm font-medium text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <aside
        ref={bar}
        className={cn(
          'sticky top-0 z-10 grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-2 border-b border-zinc-200 bg-zinc-50/90 px-4 py-3 backdrop-blur md:flex md:h-dvh md:w-60 md:shrink-0 md:flex-col md:items-stretch md:gap-6 md:border-r md:border-b-0 md:px-3 md:py-5 dark:border-zinc-800 dark:bg-zinc-900/90',
          // A phone's bar slides away while reading down (use-hidden-on-scroll.ts).
          'transition-transform duration-200 motion-reduce:transition-none',
          barHidden && 'max-md:-translate-y-full',
        )}
      >
        <Brand className="md:px-2" />
        <nav aria-label="Main" className="order-3 col-span-2 -mx-1 md:order-none md:mx-0">
          <ul className="grid grid-cols-4 gap-1 md:flex md:flex-col">
            {navItems.map(({ to, label, short, power, icon: Icon, badge: Count, extension }) => {
              const locked = powers !== undefined && !powers.has(power);
              const why = !locked
                ? undefined
                : person
                  ? 'not part of your role'
                  : `needs ${permissions ? missingKeyPermission(permissions) : power} permission`;
              const item = (
                <li key={to} className="min-w-0">
                  <NavLink
                    to={to}
                    title={why ?? (short ? label : undefined)}
                    // The whole label, also where a phone shows its short form (part of it).
                    aria-label={short ? label : undefined}
                    aria-description={why}
                    className={({ isActive }) =>
                      cn(
                        'relative flex flex-col items-center gap-0.5 rounded-md px-0.5 py-1.5 text-center text-[11px] leading-tight font-medium transition-colors',
                        'md:flex-row md:gap-2.5 md:px-2.5 md:text-left md:text-sm md:whitespace-nowrap',
                        'focus-visible:outline-2 focus-visible:outline-indigo-500',
                        isActive
                          ? 'bg-white text-zinc-900 shadow-sm ring-1 ring-zinc-200 dark:bg-zinc-800 dark:text-zinc-50 dark:ring-zinc-700'
                          : 'text-zinc-600 hover:bg-zinc-200/60 hover:text-zinc-900 dark:text-zinc-400 dark:hover:bg-zinc-800/60 dark:hover:text-zinc-100',
                        locked && !isActive && 'text-zinc-500 dark:text-zinc-400',
                      )
                    }
                  >
                    <Icon size={4} className="shrink-0" />
                    {short ? (
                      <>
                        <span className="md:hidden">{short}</span>
                        <span className="hidden md:inline">{label}</span>
                      </>
                    ) : (
                      <span className="max-w-full truncate md:overflow-visible">{label}</span>
                    )}
                    {Count && !locked && (
                      <span className="absolute top-0.5 right-1 md:static md:ml-auto">
                        <OptionalBoundary>
                          <Count />
                        </OptionalBoundary>
                      </span>
                    )}
                    {locked && (
                      <LockIcon
                        size={3.5}
                        className="absolute top-1 right-1 shrink-0 opacity-70 md:static md:ml-auto"
                      />
                    )}
                  </NavLink>
                </li>
              );
              return extension ? (
                <Suspense key={to} fallback={item}>
                  <NavGate extension={extension}>{item}</NavGate>
                </Suspense>
              ) : (
                item
              );
            })}
          </ul>
        </nav>
        <div className="flex items-center gap-2 md:mt-auto md:flex-col md:items-stretch md:gap-3 md:px-2">
          {person && (
            <OptionalBoundary>
              <Suspense fallback={null}>
                <PersonSummary person={person.person} />
              </Suspense>
            </OptionalBoundary>
          )}
          {permissions?.name && (
            <p className="hidden truncate text-xs text-zinc-500 md:block dark:text-zinc-400">
              Key: <span className="font-medium text-zinc-700 dark:text-zinc-300">{permissions.name}</span>
            </p>
          )}
          {permissions && (
            <p className="hidden flex-wrap items-center gap-1.5 text-xs text-zinc-500 md:flex dark:text-zinc-400">
              Key permissions:
              {grantedPermissions(permissions).map((p) => (
                <Badge key={p} tone="accent">
                  {p}
                </Badge>
              ))}
            </p>
          )}
          <ThemeToggle className="md:self-start" />
          <Button
            variant="ghost"
            size="sm"
            onClick={() => void handleSignOut()}
            className="md:justify-start md:px-2"
          >
            <SignOutIcon />
            Sign out
          </Button>
        </div>
      </aside>
      <div className="min-w-0 flex-1">
        <ConnectivityBanner />
        <main id="main" tabIndex={-1} className="px-4 py-6 focus:outline-none md:px-10 md:py-10">
          <div className="mx-auto max-w-6xl">
            {/* Errors here keep the sidebar, so the user can still go elsewhere or sign out. */}
            <RouteErrorBoundary resetKey={pathname}>
              <Suspense fallback={<LoadingState label="Loading page…" className="p-6" />}>
                {/* The Owner requires a second factor this person has not set up: My account first. */}
                {person?.must_set_up_totp ? <ToSecondFactorSetup /> : <Outlet />}
              </Suspense>
            </RouteErrorBoundary>
          </div>
        </main>
      </div>
    </div>
  );
}
