/**
 * Runs claimed jobs with up to `concurrency` in flight, refilling a slot as soon as one job ends.
 * Waiting for a whole batch instead would let one receiver that answers only at its deadline hold
 * every other job for that long. Each job gets a signal that a shutdown's `drain` aborts.
 */
export function slotDispatcher<T>({
  claim,
  run,
  onError,
  concurrency = 8,
}: {
  /** Claims up to `limit` due jobs (each under a lease of its own). */
  claim: (limit: number) => Promise<T[]>;
  run: (job: T, signal: AbortSignal) => Promise<unknown>;
  onError: (error: Error) => void;
  concurrency?: number;
}) {
  const inFlight = new Map<Promise<void>, AbortController>();
  const settled = () => Promise.all(inFlight.keys()).then(() => undefined);
  return {
    /** Starts what is due without waiting for it; returns how much was started (or freed). */
    async runOnce(): Promise<number> {
      if (inFlight.size >= concurrency) {
        await Promise.race(inFlight.keys());
        return 1;
      }
      const due = await claim(concurrency - inFlight.size);
      for (const job of due) {
        const controller = new AbortController();
        const running: Promise<void> = run(job, controller.signal)
          .then(() => undefined, onError)
          .finally(() => inFlight.delete(running));
        inFlight.set(running, controller);
      }
      return due.length;
    },
    /**
     * Waits up to `graceMs` for the jobs in flight, then aborts the rest (each hands its claim back),
     * so a shutdown never leaves a lease for another process to wait out.
     */
    async drain(graceMs = Infinity) {
      let timer: NodeJS.Timeout | undefined;
      const graceOver = new Promise<void>((resolve) => {
        if (Number.isFinite(graceMs)) timer = setTimeout(resolve, graceMs);
      });
      await Promise.race([settled(), graceOver]);
      clearTimeout(timer);
      for (const controller of inFlight.values()) controller.abort();
      await settled();
    },
  };
}
