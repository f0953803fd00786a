import type { Permission } from '@/contract';
import { isApiError } from './api-error';
import { callEndpoint, callEndpointUnparsed } from './call-endpoint';
import { powersOfKey } from './key-powers';
import { grantedPermissions, type DashboardPermission, type KeyPermissions } from './key-permissions';

/*
 * How a key's permissions are found out. Not part of the first load: it needs the contract's
 * endpoint table, which comes in beside the page's own code (the connect screen paints without it).
 */

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
