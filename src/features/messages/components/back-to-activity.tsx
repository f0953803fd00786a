import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Link } from '@/components/ui/link';
import type { ActivityReturn } from './activity-table';
import { href } from '@/lib/href';

/**
 * Opened from the activity log: a link back to it, and Esc does the same, landing on the same row
 * of the same filtered page.
 */
export function BackToActivity() {
  const navigate = useNavigate();
  const from = useLocation().state as Partial<ActivityReturn> | null;
  const focusId = from?.focusId;
  const search = from?.activitySearch ?? '';

  useEffect(() => {
    if (focusId === undefined) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented) return;
      if ((e.target as HTMLElement).closest('input, textarea, select, [role="dialog"]')) return;
      void navigate({ pathname: href('messages'), search }, { state: { focusId } });
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [search, focusId, navigate]);

  if (focusId === undefined) return null;
  return (
    <Link
      to={{ pathname: href('messages'), search }}
      state={{ focusId }}
      className="self-start text-sm font-medium text-indigo-700 hover:underline dark:text-indigo-300"
    >
      ← Back to activity <span className="text-xs font-normal text-zinc-500 dark:text-zinc-400">(Esc)</span>
    </Link>
  );
}
