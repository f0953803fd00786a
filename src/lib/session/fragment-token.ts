let taken: string | null = null;

/**
 * At start-up and whenever the fragment changes: an invitation's or a reset link's `#token=…`, taken
 * and removed from the address bar at once (the fragment never reaches a server, and must not linger
 * in history or a copied address). No token in the address: none kept.
 */
export function takeFragmentToken(): string | null {
  const { pathname, search, hash } = window.location;
  const token = hash ? new URLSearchParams(hash.slice(1)).get('token') : null;
  if (token !== null) window.history.replaceState(window.history.state, '', `${pathname}${search}`);
  taken = token?.trim() || null;
  return taken;
}

/** The token the address last brought (read by the invitation and reset pages). */
export const fragmentToken = (): string | null => taken;
