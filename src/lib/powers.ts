import type { Person, Power } from '@/contract';
import { callEndpoint } from './call-endpoint';
import { usePermissions } from './permissions';
import { session, usePerson } from './session';

/** Who is signed in, as far as pages that check powers need: a person (with a role) or a key. */
export interface Caller {
  /** The signed-in person; null when an API key signed the dashboard in. */
  person: Person | null;
  powers: ReadonlySet<Power>;
  /** The Owner requires a second factor and this person has none yet (My account opens on it). */
  mustSetUpTotp: boolean;
}

/**
 * The signed-in caller with their powers: the person of this tab's session, or the key and what its
 * permissions open. For pages that show who someone is (People, My account); gates use `useCan`.
 */
export function useCaller(): { data: Caller | undefined; error: unknown; isPending: boolean } {
  const signedIn = usePerson();
  const key = usePermissions();
  if (signedIn) {
    const { person, powers, must_set_up_totp } = signedIn;
    return {
      data: { person, powers: new Set(powers), mustSetUpTotp: must_set_up_totp },
      error: null,
      isPending: false,
    };
  }
  if (key.data) {
    return {
      data: { person: null, powers: new Set(key.data.powers), mustSetUpTotp: false },
      error: null,
      isPending: false,
    };
  }
  return { data: undefined, error: key.error, isPending: key.error == null };
}

/**
 * Reads the person's session again after a change to it (a second factor set up, a role changed), so
 * every tab's gates follow. Keys have nothing to read again.
 */
export async function refreshPersonSession(): Promise<void> {
  if (!session.getPerson()) return;
  const fresh = await callEndpoint('currentSession', {}).catch(() => null);
  if (fresh) session.signInAsPerson(fresh);
}
