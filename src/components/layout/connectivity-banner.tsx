import { useConnectivity } from '@/lib/connectivity';

const messages = {
  offline: "You're offline. What's on screen may be out of date; it refreshes when you're back online.",
  unreachable: "Can't reach the service. Retrying every few seconds; what's on screen may be out of date.",
  degraded:
    "The service can't reach its database right now. Retrying every few seconds; changes you make meanwhile are refused, not lost.",
};

/** One calm line at the top while the service cannot be reached; gone by itself once it answers. */
export function ConnectivityBanner() {
  const state = useConnectivity();
  return (
    <div role="status" aria-live="polite">
      {state !== 'ok' && (
        <p className="flex items-center gap-2 border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-200">
          <span aria-hidden="true" className="size-2 animate-pulse rounded-full bg-amber-500" />
          {messages[state]}
        </p>
      )}
    </div>
  );
}
