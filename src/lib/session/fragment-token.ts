let taken: string | null = null;

/**
 * An invitation's or a reset link's `#token=…`: read once and removed from the address bar at once
 * (the fragment never reaches a server, and must not linger in history or a copied address). Later
 * calls answer the token taken, so a page rendering twice still has it.
 */
export function takeFragmentToken(): string | null {
  const { pathname, search, hash } = window.location;
  const token = hash ? new URLSearchParams(hash.slice(1)).get('token') : null;
  if (token !== null) {
    window.history.replaceState(window.history.state, '', `${pathname}${search}`);
    taken = token.trim() || null;
  }
  return taken;
}
