import { createRandom } from '../seed/random';

/**
 * When a crash test kills the service: seeded random delays, so each run lands the kill somewhere
 * else and the test's invariant must hold for any moment. The seed is printed; CRASH_SEED=<seed>
 * replays a failing run's moments (as closely as the machine's timing allows).
 */
export function killTiming(test: string) {
  const seed = process.env.CRASH_SEED ? Number(process.env.CRASH_SEED) : Math.floor(Math.random() * 2 ** 31);
  const random = createRandom(seed);
  const delays: number[] = [];
  console.info(`${test}: kill timing seed ${seed} (CRASH_SEED=${seed} replays it)`);
  return {
    seed,
    /** Waits a drawn delay in [minMs, maxMs] and returns it (kept for `describe`). */
    wait: async (minMs: number, maxMs: number) => {
      const ms = random.int(minMs, maxMs);
      delays.push(ms);
      await new Promise((resolve) => setTimeout(resolve, ms));
      return ms;
    },
    /** The seed and the delays drawn so far, for a failure message. */
    describe: () => `seed ${seed}, delays ${delays.join(', ')} ms`,
  };
}
