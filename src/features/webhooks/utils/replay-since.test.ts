import { describe, expect, it } from 'vitest';
import { replaySince, toLocalInput } from './replay-since';

describe('replaySince', () => {
  const now = new Date('2026-05-04T10:30:00Z');
  it('names the last hour and midnight UTC', () => {
    expect(replaySince('hour', '', now)).toBe('2026-05-04T09:30:00.000Z');
    expect(replaySince('midnight', '', now)).toBe('2026-05-04T00:00:00.000Z');
  });
  it('reads a custom value as local time, and refuses what is not a time', () => {
    const local = toLocalInput(new Date('2026-05-03T08:15:00Z'));
    expect(replaySince('custom', local, now)).toBe('2026-05-03T08:15:00.000Z');
    expect(replaySince('custom', '', now)).toBeNull();
    expect(replaySince('custom', 'yesterday', now)).toBeNull();
  });
});
