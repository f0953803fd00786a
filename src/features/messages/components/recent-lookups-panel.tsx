import { Button } from '@/components/ui/button';
import { clearRecentLookups, useRecentLookups } from '../lib/recent-lookups';
import { RecentLookupItem } from './recent-lookup-item';

/** Messages looked up on this device, for quick return; the device keeps their IDs only. */
export function RecentLookupsPanel() {
  const ids = useRecentLookups();
  return (
    <section
      aria-labelledby="recent-heading"
      className="rounded-xl border border-zinc-200 bg-white p-5 shadow-xs dark:border-zinc-800 dark:bg-zinc-900/60"
    >
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 id="recent-heading" className="text-sm font-semibold text-zinc-900 dark:text-zinc-100">
          Recent lookups
        </h2>
        {ids.length > 0 && (
          <Button size="sm" variant="ghost" onClick={clearRecentLookups}>
            Clear recent lookups
          </Button>
        )}
      </div>
      {ids.length === 0 ? (
        <p className="text-sm text-zinc-500 dark:text-zinc-400">
          Messages you open appear here for a quick return. Only their IDs are kept, on this device.
        </p>
      ) : (
        <>
          <ul aria-label="Recent lookups" className="flex flex-col gap-0.5">
            {ids.map((id) => (
              <RecentLookupItem key={id} id={id} />
            ))}
          </ul>
          <p className="mt-3 text-xs text-zinc-500 dark:text-zinc-400">
            Only IDs are kept, on this device; subjects and addresses are asked of the service.
          </p>
        </>
      )}
    </section>
  );
}
