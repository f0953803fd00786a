import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { usePageState } from '@/lib/page-state/page-state';
import { suppressionsPageState } from '@/lib/page-state/suppressions';

/** Marks a history entry the panel pushed, so closing it is a step back rather than a new entry. */
interface DetailState {
  detail?: boolean;
}

/**
 * The address whose detail panel is open, in the URL (`?address=…`): a link to it opens the same
 * panel, and Back closes it. The history entry keeps the list's own state (its earlier cursors).
 */
export function useDetailAddress() {
  const [url, update] = usePageState(suppressionsPageState);
  const location = useLocation();
  const navigate = useNavigate();
  const address = url.address?.trim() || null;
  const state: unknown = location.state;

  const open = useCallback(
    (email: string) =>
      update(
        { address: email },
        // Opening another row while one is open replaces it: Back leaves the panel in one step.
        {
          replace: (state as DetailState | null)?.detail === true,
          state: { ...(state as object | null), detail: true },
        },
      ),
    [update, state],
  );

  const close = useCallback(() => {
    if ((state as DetailState | null)?.detail) {
      void navigate(-1);
      return;
    }
    update({ address: null }, { replace: true, state });
  }, [navigate, update, state]);

  return { address, open, close };
}
