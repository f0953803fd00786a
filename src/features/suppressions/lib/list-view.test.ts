import { describe, expect, it } from 'vitest';
import { readPageState } from '@/lib/page-state/page-state';
import { suppressionsPageState } from '@/lib/page-state/suppressions';
import { isSenderSideView, listParams, parseListView, type BounceFilterSupport } from './list-view';

/** The view a query string asks for, read as the page reads it. */
const fromUrl = (query: Record<string, string>, support?: BounceFilterSupport) =>
  parseListView(readPageState(suppressionsPageState, new URLSearchParams(query)).state, support);

describe('parseListView', () => {
  it('reads a full URL state', () => {
    const view = fromUrl({
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
    const view = fromUrl({
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
    expect(listParams(fromUrl({}))).toEqual({ limit: 50, order: 'created_at_desc' });
    const a = listParams(fromUrl({ reason: 'unsubscribe,manual' }));
    const b = listParams(fromUrl({ reason: 'manual,unsubscribe' }));
    expect(a).toEqual(b);
  });

  it('reads the bounce filters, in the contract order, and drops each the service lacks', () => {
    const url = { bounce_class: 'policy,reputation,bogus', bounce_side: 'sender' };
    const view = fromUrl(url);
    expect(view.bounce_class).toEqual(['reputation', 'policy']);
    expect(view.bounce_side).toEqual(['sender']);
    expect(listParams(view)).toMatchObject({
      bounce_class: ['reputation', 'policy'],
      bounce_side: ['sender'],
    });
    const without = fromUrl(url, { byClass: false, bySide: true });
    expect(listParams(without)).not.toHaveProperty('bounce_class');
    expect(listParams(without)).toMatchObject({ bounce_side: ['sender'] });
    expect(listParams(fromUrl(url, { byClass: false, bySide: false }))).toEqual({
      limit: 50,
      order: 'created_at_desc',
    });
  });

  it('calls a view sender-side only when every side or class chosen is the sender’s', () => {
    const view = (bounce_side: string, bounce_class = '') => fromUrl({ bounce_side, bounce_class });
    expect(isSenderSideView(view('sender'))).toBe(true);
    expect(isSenderSideView(view('', 'authentication,reputation'))).toBe(true);
    expect(isSenderSideView(view('', 'authentication,invalid_recipient'))).toBe(false);
    expect(isSenderSideView(view('sender,recipient'))).toBe(false);
    expect(isSenderSideView(view(''))).toBe(false);
  });
});
