/**
 * When domain `id` is next due after `after`: its own slot in each interval, at a fixed offset
 * (the golden ratio's spread of ids over the interval), so a thousand domains added together are
 * re-checked across the interval, not in one burst per round, and stay apart round after round.
 */
export function nextCheckSlot(id: number, after: Date, intervalMs: number): Date {
  const offset = Math.floor(((id * 0.618_033_988_75) % 1) * intervalMs);
  const t = after.getTime();
  const slot = Math.floor((t - offset) / intervalMs) * intervalMs + offset + intervalMs;
  return new Date(slot);
}
