import { describe, expect, it } from 'vitest';
import type { Suppression } from '@/contract';
import { restoreItem } from './suppression-api';

const row = (source: Suppression['source']): Suppression => ({
  id: 7,
  email: 'a@example.test',
  reason: 'hard_bounce',
  created_at: '2026-01-02T03:04:05.000Z',
  source,
});

describe('restoreItem (Undo through the batch endpoint)', () => {
  it('keeps an import’s file, row and date, but not the key’s name, which the service writes', () => {
    const source = {
      type: 'import',
      file: 'f.csv',
      row: 3,
      key_name: 'ops',
      imported_at: '2026-02-01T00:00:00.000Z',
    };
    expect(restoreItem(row(source as Suppression['source']))).toEqual({
      email: 'a@example.test',
      reason: 'hard_bounce',
      created_at: '2026-01-02T03:04:05.000Z',
      source: { type: 'import', file: 'f.csv', row: 3, imported_at: '2026-02-01T00:00:00.000Z' },
    });
  });

  it('sends no automatic origin (the service refuses one from a caller)', () => {
    const item = restoreItem(
      row({ type: 'automatic', message_id: crypto.randomUUID(), smtp_response: '550 gone' }),
    );
    expect(item).not.toHaveProperty('source');
    expect(item.created_at).toBe('2026-01-02T03:04:05.000Z');
  });
});
