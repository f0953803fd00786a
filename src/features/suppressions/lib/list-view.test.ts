import { describe, expect, it } from 'vitest';
import { listParams, listUrlDefaults, parseListView } from './list-view';

describe('parseListView', () => {
  it('reads a full URL state', () => {
    const view = parseListView({
      q: ' Jane ',
      reason: 'complaint,hard_bounce',
      order: 'email_asc',
      limit: '100',
      cursor: 'abc',
    });
    expect(view).toEqual({
      q: 'Jane',
      reasons: ['complaint', 'hard_bounce'],
      order: 'email_asc',
      limit: 100,
      cursor: 'abc',
    });
    expect(listParams(view)).toEqual({
      q: 'Jane',
      reason: ['complaint', 'hard_bounce'],
      order: 'email_asc',
      limit: 100,
      cursor: 'abc',
    });
  });

  it('falls back to defaults for hand-edited nonsense', () => {
    const view = parseListView({
      q: '',
      reason: 'spam,,complaint,complaint',
      order: 'random',
      limit: '7',
      cursor: '',
    });
    expect(view).toEqual({
      q: '',
      reasons: ['complaint'],
      order: 'created_at_desc',
      limit: 50,
      cursor: undefined,
    });
  });

  it('leaves unset values out of the query key, and sorts reasons so equal filters share a cache entry', () => {
    expect(listParams(parseListView(listUrlDefaults))).toEqual({ limit: 50, order: 'created_at_desc' });
    const a = listParams(parseListView({ ...listUrlDefaults, reason: 'unsubscribe,manual' }));
    const b = listParams(parseListView({ ...listUrlDefaults, reason: 'manual,unsubscribe' }));
    expect(a).toEqual(b);
  });
});
