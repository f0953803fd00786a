import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';

/** Marks a history entry the panel pushed, so closing it is a step back rather than a new entry. */
interface DetailState {
  detail?: boolean;
}

/**
 * The address whose detail panel is open, in the URL (`?address=…`): a link to it opens the same
 * panel, and Back closes it. The history entry keeps the list's own state (its earlier cursors).
 */
export function useDetailAddress() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const address = params.get('address')?.trim() || null;
  const state: unknown = location.state;

  const open = useCallback(
    (email: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('address', email);
          return next;
        },
        // Opening another row while one is open replaces it: Back leaves the panel in one step.
        {
          replace: (state as DetailState | null)?.detail === true,
          state: { ...(state as object | null), detail: true },
        },
      ),
    [setParams, state],
  );

  const close = useCallback(() => {
    if ((state as DetailState | null)?.detail) {
      void navigate(-1);
      return;
    }
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('address');
        return next;
      },
      { replace: true, state },
    );
  }, [navigate, setParams, state]);

  return { address, open, close };
}
