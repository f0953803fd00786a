/** Polls `done` (every `everyMs`) until it holds, failing with `what` after `timeoutMs`. */
export async function until(
  what: string,
  done: () => boolean | Promise<boolean>,
  timeoutMs = 60_000,
  everyMs = 20,
) {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
