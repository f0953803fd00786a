import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Permission } from '@/contract';
import type { Power } from '@/contract/role-names';
import { isApiError } from './api-error';
import { session, useApiKey, usePerson } from './session';

/** The permissions the dashboard uses; `send` has no side-effect-free probe, so it is not detected. */
export type DashboardPermission = Extract<Permission, 'admin' | 'stats'>;
/** `send` is known only when the service describes the key (`GET /keys/current`); probes can't tell. */
export type KeyPermissions = Record<DashboardPermission, boolean> & {
  /** What the permissions open, in the contract's powers (`keyPowers`): the shell's one gate. */
  powers: readonly Power[];
  send?: boolean;
  name?: string;
  /** Days of message history the service keeps, when its key description says (an extension). */
  retentionDays?: number;
};

export const permissionLabels: Record<Permission, string> = { admin: 'admin', stats: 'stats', send: 'send' };

/** The endpoint answered 2xx: granted; 403: not granted; anything else (401 included) is thrown. */
async function probe(read: () => Promise<unknown>) {
  try {
    await read();
    return true;
  } catch (error) {
    if (isApiError(error) && error.status === 403) return false;
    throw error;
  }
}

/**
 * The key describes itself where the service can (`GET /keys/current`, an extension): one request,
 * every permission, and no request that can only answer 403.
 */
export async function probePermissions(apiKey: string, signal?: AbortSignal): Promise<KeyPermissions> {
  // The contract's endpoint table is loaded here, not with the first screen: it comes in beside the
  // page's own code, and the connect screen paints without it.
  const [{ callEndpoint, callEndpointUnparsed }, { powersOfKey }] = await Promise.all([
    import('./call-endpoint'),
    import('./key-powers'),
  ]);
  const withPowers = (found: Omit<KeyPermissions, 'powers'>): KeyPermissions => ({
    ...found,
    powers: powersOfKey(grantedPermissions(found)),
  });
  try {
    const { key, retention_days } = await callEndpoint('currentKey', { apiKey, signal });
    const has = (p: Permission) => key.permissions.includes(p);
    const described = { admin: has('admin'), stats: has('stats'), send: has('send'), name: key.name };
    return withPowers(
      retention_days === undefined ? described : { ...described, retentionDays: retention_days },
    );
  } catch (error) {
    // A rejected key is final; anything else (no such route, a route of that name meaning something
    // else on this service, an unexpected shape) means: ask the way every service can answer.
    if (signal?.aborted || (isApiError(error) && error.status === 401)) throw error;
  }
  return withPowers(
    await probeEachGroup(
      (query) => callEndpointUnparsed('listSuppressions', { query, apiKey, signal }),
      () => callEndpointUnparsed('statsOverview', { apiKey, signal }),
    ),
  );
}

/**
 * Without that extension, ask one cheap read of each group. Both run in parallel; a 401 from
 * either wins over other failures, as it means the key itself is bad.
 */
async function probeEachGroup(
  readAdmin: (query: { limit: number }) => Promise<unknown>,
  readStats: () => Promise<unknown>,
): Promise<Record<DashboardPermission, boolean>> {
  const [admin, stats] = await Promise.allSettled([probe(() => readAdmin({ limit: 1 })), probe(readStats)]);
  const failures = [admin, stats].flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
  const unauthorized = failures.find((e) => isApiError(e) && e.status === 401);
  if (unauthorized ?? failures[0]) throw unauthorized ?? failures[0];
  return {
    admin: admin.status === 'fulfilled' && admin.value,
    stats: stats.status === 'fulfilled' && stats.value,
  };
}

export const sessionQueries = {
  all: () => ['session'] as const,
  permissions: (apiKey: string) =>
    queryOptions({
      // The fingerprint stands in for the key, which must never sit in the cache's keys.

      queryKey: [...sessionQueries.all(), 'permissions', session.keyFingerprint(apiKey)] as const,
      queryFn: ({ signal }) => probePermissions(apiKey, signal),
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

export const grantedPermissions = (permissions: Partial<Record<Permission, boolean>>): Permission[] =>
  (Object.keys(permissionLabels) as Permission[]).filter((p) => permissions[p] === true);

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
