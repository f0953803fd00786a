import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { href } from '../href';
import { auditPageState } from './audit';
import { messagesPageState } from './messages';
import { readPageState, usePageState } from './page-state';
import { suppressionsPageState } from './suppressions';

/** What each update answered: the state it wrote, before React renders it. */
const written: unknown[] = [];

function Suppressions() {
  const [state, update] = usePageState(suppressionsPageState);
  const location = useLocation();
  return (
    <>
      <output aria-label="url">{location.search}</output>
      <output aria-label="navigation">{useNavigationType()}</output>
      <output aria-label="history state">{JSON.stringify(location.state)}</output>
      <output aria-label="state">{JSON.stringify(state)}</output>
      <button
        onClick={() => {
          // Two changes before the page renders again.
          update({ reason: ['complaint', 'hard_bounce'] });
          written.push(update({ order: 'created_at_desc', limit: 100 }));
        }}
      >
        both
      </button>
      <button onClick={() => update({ reason: null, q: '' })}>clear</button>
      <button onClick={() => update({ cursor: 'c2' }, { state: { cursors: ['c1'] } })}>page</button>
    </>
  );
}

const open = (url: string, state?: unknown) =>
  render(
    <MemoryRouter initialEntries={[{ pathname: '/suppressions', search: url, state }]}>
      <Suppressions />
    </MemoryRouter>,
  );
const shown = (label: string) => screen.getByLabelText(label).textContent ?? '';

describe('usePageState', () => {
  it('reads lists as arrays, enums as enums and numbers as numbers, with defaults', () => {
    open('?reason=hard_bounce,complaint&order=email_asc&limit=100&q=ann');
    expect(JSON.parse(shown('state'))).toEqual({
      order: 'email_asc',
      limit: 100,
      q: 'ann',
      reason: ['hard_bounce', 'complaint'],
    });
    expect(shown('navigation')).toBe('POP');
  });

  it('drops what it cannot read and rewrites the URL in place, keeping other keys and the history state', () => {
    open('?reason=hard_bounce,bogus&order=sideways&limit=7&cursor=abc&other=kept', { cursors: ['c0'] });
    expect(JSON.parse(shown('state'))).toEqual({
      order: 'created_at_desc',
      limit: 50,
      reason: ['hard_bounce'],
      cursor: 'abc',
    });
    expect(Object.fromEntries(new URLSearchParams(shown('url')))).toEqual({
      reason: 'hard_bounce',
      cursor: 'abc',
      other: 'kept',
    });
    expect(shown('navigation')).toBe('REPLACE');
    expect(JSON.parse(shown('history state'))).toEqual({ cursors: ['c0'] });
  });

  it('writes typed values, keeps each change made before the next render, and leaves defaults out', () => {
    open('?q=ann&order=email_asc');
    act(() => screen.getByRole('button', { name: 'both' }).click());
    expect(shown('url')).toBe('?q=ann&reason=complaint%2Chard_bounce&limit=100');
    expect(written.at(-1)).toEqual({
      q: 'ann',
      reason: ['complaint', 'hard_bounce'],
      order: 'created_at_desc',
      limit: 100,
    });
    expect(shown('navigation')).toBe('PUSH');
    act(() => screen.getByRole('button', { name: 'clear' }).click());
    expect(shown('url')).toBe('?limit=100');
  });

  it('keeps state with the history entry it pushes, beside the URL', () => {
    open('?q=a');
    act(() => screen.getByRole('button', { name: 'page' }).click());
    expect(shown('url')).toBe('?q=a&cursor=c2');
    expect(JSON.parse(shown('history state'))).toEqual({ cursors: ['c1'] });
  });
});

describe('href', () => {
  it('writes each page’s state as that page reads it back', () => {
    const link = href('messages', {
      status: ['hard_bounced', 'deferred'],
      range: 'custom',
      since: '2026-11-01',
      until: '2026-11-25T10:00:00.000Z',
      domain: 2,
      recipient: '@globex.io',
    });
    expect(link).toBe(
      '/messages?status=hard_bounced%2Cdeferred&range=custom&since=2026-11-01&until=2026-11-25T10%3A00%3A00.000Z&domain=2&recipient=%40globex.io',
    );
    const url = new URL(link, 'http://relaydesk.test');
    expect(readPageState(messagesPageState, url.searchParams)).toEqual({
      state: {
        status: ['hard_bounced', 'deferred'],
        range: 'custom',
        since: '2026-11-01',
        until: '2026-11-25T10:00:00.000Z',
        domain: 2,
        recipient: '@globex.io',
      },
      fixes: {},
    });
  });

  it('puts ids in the path, escaped, and leaves empty values out', () => {
    expect(href('message', { id: 'a/b' })).toBe('/messages/a%2Fb');
    expect(href('webhook', { id: 3 })).toBe('/webhooks/3');
    expect(href('alerts', { state: 'firing' })).toBe('/alerts?state=firing');
    expect(href('suppressions', { q: '', reason: [] })).toBe('/suppressions');
    expect(href('keys')).toBe('/keys');
  });

  it('links the audit log to every target type the contract names, alert rules included', () => {
    const link = href('audit', { target: 'alert_rule:4' });
    expect(link).toBe('/audit?target=alert_rule%3A4');
    const params = new URL(link, 'http://relaydesk.test').searchParams;
    expect(readPageState(auditPageState, params).state).toEqual({ target: 'alert_rule:4' });
    expect(readPageState(auditPageState, new URLSearchParams('target=rule:4')).fixes).toEqual({
      target: null,
    });
  });
});
