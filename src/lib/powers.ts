import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, keyPowers, type Person, type Power } from '@/contract';
import { isApiError } from './api-error';
import { callEndpoint } from './call-endpoint';
import { isExtensionMissing } from './capabilities';
import { grantedPermissions, sessionQueries, usePermissions } from './permissions';

/** Who is signed in, as far as pages that check powers need: a person (with a role) or a key. */
export interface Powers {
  /** The signed-in person; null when an API key signed the dashboard in. */
  person: Person | null;
  powers: ReadonlySet<Power>;
  /** The Owner requires a second factor and this person has none yet (My account opens on it). */
  mustSetUpTotp: boolean;
}

/**
 * The signed-in person, their powers and this session (`GET /session`); null when the caller is not
 * a person: a key (403, people only) or a service without people (no such route).
 */
export const currentSessionQueries = {
  all: () => [...sessionQueries.all(), 'current'] as const,
  current: () =>
    queryOptions({
      queryKey: currentSessionQueries.all(),
      queryFn: async ({ signal }) => {
        try {
          return await callEndpoint('currentSession', { signal });
        } catch (error) {
          if (isExtensionMissing(error) || (isApiError(error) && error.status === 403)) return null;
          throw error;
        }
      },
    }),
};

/**
 * What the signed-in caller may do, by power: a person's from their session, a key's from its
 * permissions (`keyPowers`, as the service reads it). Until SIGNIN-UI's session mode lands this is
 * the one place pages read powers from; its own hook replaces this one whole.
 */
export function usePowers(): { data: Powers | undefined; error: unknown; isPending: boolean } {
  const current = useQuery(currentSessionQueries.current());
  const key = usePermissions();
  const keyCaller = current.data === null;
  if (current.data) {
    const { person, powers, must_set_up_totp } = current.data;
    return {
      data: { person, powers: new Set(powers), mustSetUpTotp: must_set_up_totp },
      error: null,
      isPending: false,
    };
  }
  if (keyCaller && key.data) {
    return {
      data: {
        person: null,
        powers: keyPowers(endpoints, grantedPermissions(key.data)),
        mustSetUpTotp: false,
      },
      error: null,
      isPending: false,
    };
  }
  const error = current.error ?? (keyCaller ? key.error : null);
  return { data: undefined, error, isPending: error == null };
}
