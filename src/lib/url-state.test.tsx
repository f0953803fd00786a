import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useUrlState } from './url-state';

const defaults = { action: '', key: '', q: '' };
/** What each update answered: the state it wrote. */
const written: unknown[] = [];

function Filters() {
  const [state, update] = useUrlState(defaults);
  const location = useLocation();
  return (
    <>
      <output aria-label="url">{location.search}</output>
      <output aria-label="history state">{JSON.stringify(location.state)}</output>
      <output aria-label="state">{JSON.stringify(state)}</output>
      <button
        onClick={() => {
          // Two filters picked before the page renders again.
          update({ action: 'suppression.create' });
          written.push(update({ key: '1' }));
        }}
      >
        both
      </button>
      <button onClick={() => update({ q: 'x' }, { replace: true })}>search</button>
      <button onClick={() => update({ action: '' })}>clear</button>
      <button onClick={() => update({ key: '2' }, { state: { cursors: ['c1'] } })}>page</button>
    </>
  );
}

describe('useUrlState', () => {
  it('keeps every change made before the next render, not only the last', () => {
    render(
      <MemoryRouter initialEntries={['/audit?q=old']}>
        <Filters />
      </MemoryRouter>,
    );
    act(() => screen.getByRole('button', { name: 'both' }).click());
    const url = new URLSearchParams(screen.getByLabelText('url').textContent ?? '');
    expect(Object.fromEntries(url)).toEqual({ q: 'old', action: 'suppression.create', key: '1' });
    expect(written.at(-1)).toEqual({ q: 'old', action: 'suppression.create', key: '1' });
    expect(JSON.parse(screen.getByLabelText('state').textContent ?? '')).toEqual({
      action: 'suppression.create',
      key: '1',
      q: 'old',
    });
  });

  it('builds on the rendered URL again after a render, and leaves defaults out of it', () => {
    render(
      <MemoryRouter initialEntries={['/audit?action=a']}>
        <Filters />
      </MemoryRouter>,
    );
    act(() => screen.getByRole('button', { name: 'search' }).click());
    expect(screen.getByLabelText('url').textContent).toBe('?action=a&q=x');
    act(() => screen.getByRole('button', { name: 'clear' }).click());
    expect(screen.getByLabelText('url').textContent).toBe('?q=x');
  });

  it('keeps state with the history entry it pushes, beside the URL', () => {
    render(
      <MemoryRouter initialEntries={['/suppressions?q=a']}>
        <Filters />
      </MemoryRouter>,
    );
    act(() => screen.getByRole('button', { name: 'page' }).click());
    expect(screen.getByLabelText('url').textContent).toBe('?q=a&key=2');
    expect(JSON.parse(screen.getByLabelText('history state').textContent ?? '')).toEqual({ cursors: ['c1'] });
  });
});
