/** Says the page is following the message on its own; a polite status, so it is announced once. */
export function LiveIndicator({ live }: { live: boolean }) {
  return (
    <span role="status" className="inline-flex">
      {live && (
        <span
          className="inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-700 ring-1 ring-emerald-600/20 ring-inset dark:bg-emerald-500/10 dark:text-emerald-300 dark:ring-emerald-400/30"
          title="This message is still on its way: the page checks it every second."
        >
          <span aria-hidden="true" className="relative flex size-2">
            <span className="absolute inline-flex size-full animate-ping rounded-full bg-emerald-500 opacity-60" />
            <span className="relative inline-flex size-2 rounded-full bg-emerald-500" />
          </span>
          Live
        </span>
      )}
    </span>
  );
}
