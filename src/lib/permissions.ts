import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Power } from '@/contract/role-names';
import type { DashboardPermission, KeyPermissions } from './key-permissions';
import { session, useApiKey, usePerson } from './session';

export {
  grantedPermissions,
  permissionLabels,
  type DashboardPermission,
  type KeyPermissions,
} from './key-permissions';

export const sessionQueries = {
  all: () => ['session'] as const,
  permissions: (apiKey: string) =>
    queryOptions({
      // The fingerprint stands in for the key, which must never sit in the cache's keys.

      queryKey: [...sessionQueries.all(), 'permissions', session.keyFingerprint(apiKey)] as const,
      // How a key is asked (the contract's endpoint table with it) loads beside the page's code.
      queryFn: ({ signal }) => import('./probe-permissions').then((m) => m.probePermissions(apiKey, signal)),
      // A key's permissions don't change while it is in use; a 401 later signs out anyway.
      staleTime: Infinity,
      // A key that describes itself is asked again now and then (one cheap read), so a revoked key
      // signs out every session on its own, even on a page that makes no other requests.
      refetchInterval: (query) => (query.state.data?.name === undefined ? false : 30_000),
    }),
};

/**
 * The permission a key lacks for a page it may not open, in the words keys are given: every page
 * needs what `admin` or `stats` opens, and a key in use holds at least one of the two.
 */
export const missingKeyPermission = (permissions: KeyPermissions): DashboardPermission =>
  permissions.admin ? 'stats' : 'admin';

/** The signed-in key's permissions (disabled while signed out). */
export function usePermissions() {
  const apiKey = useApiKey();
  return useQuery({ ...sessionQueries.permissions(apiKey ?? ''), enabled: apiKey !== null });
}

/**
 * What the signed-in caller may do, as the contract's powers: a person's role's (from their session),
 * or a key's (`keyPowers` of its permissions). The one gate of nav items, pages and buttons, for
 * people and keys alike; undefined while a key's permissions are still being asked.
 */
export function usePowers(): ReadonlySet<Power> | undefined {
  const person = usePerson();
  const { data } = usePermissions();
  const powers = person?.powers ?? data?.powers;
  return useMemo(() => (powers ? new Set(powers) : undefined), [powers]);
}

/** May the caller do this? False also while unknown: a request that needs it waits until it is known. */
export const useCan = (power: Power): boolean => usePowers()?.has(power) === true;

/**
 * Is the caller known to lack this? What hides a write's button on a page the caller may read: a page
 * renders once the powers are known, and a button is never hidden on a guess.
 */
export const useLacks = (power: Power): boolean => usePowers()?.has(power) === false;

/**
 * May the caller read what takes `stats.read`? False only once it is known to lack it: while a key's
 * permissions are still being asked, the read is tried and its own answer says.
 */
export const useStatsReadable = () => usePowers()?.has('stats.read') !== false;
