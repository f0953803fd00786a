import { describe, expect, it } from 'vitest';
import { isSenderSideView, listParams, listUrlDefaults, parseListView } from './list-view';

describe('parseListView', () => {
  it('reads a full URL state', () => {
    const view = parseListView({
      q: ' Jane ',
      reason: 'complaint,hard_bounce',
      bounce_class: '',
      bounce_side: '',
      order: 'email_asc',
      limit: '100',
      cursor: 'abc',
    });
    expect(view).toEqual({
      q: 'Jane',
      reason: ['complaint', 'hard_bounce'],
      bounce_class: [],
      bounce_side: [],
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
      bounce_class: 'nonsense',
      bounce_side: 'nobody',
      order: 'random',
      limit: '7',
      cursor: '',
    });
    expect(view).toEqual({
      q: '',
      reason: ['complaint'],
      bounce_class: [],
      bounce_side: [],
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

  it('reads the bounce filters, in the contract order, and drops each the service lacks', () => {
    const url = { ...listUrlDefaults, bounce_class: 'policy,reputation,bogus', bounce_side: 'sender' };
    const view = parseListView(url);
    expect(view.bounce_class).toEqual(['reputation', 'policy']);
    expect(view.bounce_side).toEqual(['sender']);
    expect(listParams(view)).toMatchObject({
      bounce_class: ['reputation', 'policy'],
      bounce_side: ['sender'],
    });
    const without = parseListView(url, { byClass: false, bySide: true });
    expect(listParams(without)).not.toHaveProperty('bounce_class');
    expect(listParams(without)).toMatchObject({ bounce_side: ['sender'] });
    expect(listParams(parseListView(url, { byClass: false, bySide: false }))).toEqual({
      limit: 50,
      order: 'created_at_desc',
    });
  });

  it('calls a view sender-side only when every side or class chosen is the sender’s', () => {
    const view = (bounce_side: string, bounce_class = '') =>
      parseListView({ ...listUrlDefaults, bounce_side, bounce_class });
    expect(isSenderSideView(view('sender'))).toBe(true);
    expect(isSenderSideView(view('', 'authentication,reputation'))).toBe(true);
    expect(isSenderSideView(view('', 'authentication,invalid_recipient'))).toBe(false);
    expect(isSenderSideView(view('sender,recipient'))).toBe(false);
    expect(isSenderSideView(view(''))).toBe(false);
  });
});
