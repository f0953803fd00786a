import { Button } from '@/components/ui/button';
import { Panel } from '@/components/ui/panel';
import { clearRecentLookups, useRecentLookups } from '../lib/recent-lookups';
import { RecentLookupItem } from './recent-lookup-item';

/** Messages looked up on this device, for quick return; the device keeps their IDs only. */
export function RecentLookupsPanel() {
  const ids = useRecentLookups();
  return (
    <Panel
      title="Recent lookups"
      className="gap-0 p-5"
      actions={
        ids.length > 0 && (
          <Button size="sm" variant="ghost" onClick={clearRecentLookups}>
            Clear recent lookups
          </Button>
        )
      }
    >
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
    </Panel>
  );
}
