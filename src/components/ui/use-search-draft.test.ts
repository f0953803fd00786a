import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { searchPauseMs, useSearchDraft } from './use-search-draft';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup(initial = '') {
  const onSearch = vi.fn();
  const hook = renderHook(({ value, busy }) => useSearchDraft(value, onSearch, { busy }), {
    initialProps: { value: initial, busy: false },
  });
  const pause = () => act(() => vi.advanceTimersByTime(searchPauseMs));
  return { onSearch, hook, pause };
}

describe('useSearchDraft', () => {
  it('searches once typing pauses, with the trimmed text, when nothing says a search is loading', () => {
    const onSearch = vi.fn();
    const hook = renderHook(() => useSearchDraft('', onSearch));
    act(() => hook.result.current.type('a'));
    act(() => vi.advanceTimersByTime(searchPauseMs - 1));
    act(() => hook.result.current.type('ab '));
    act(() => vi.advanceTimersByTime(searchPauseMs - 1));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('ab');
  });

  it('searches without a pause when the caller says whether a search is loading', () => {
    const { onSearch, hook } = setup();
    act(() => hook.result.current.type('a '));
    act(() => vi.advanceTimersByTime(0));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('a');
  });

  it('keeps what was typed after a search when the URL catches up with that search', () => {
    const { onSearch, hook, pause } = setup();
    act(() => hook.result.current.type('us'));
    pause();
    expect(onSearch).toHaveBeenLastCalledWith('us');
    act(() => hook.result.current.type('use'));
    hook.rerender({ value: 'us', busy: true }); // the URL shows the first search, still loading
    expect(hook.result.current.draft).toBe('use');
  });

  it('sends one search at a time: the next waits for the one loading, then goes with the latest text', () => {
    const { onSearch, hook, pause } = setup();
    act(() => hook.result.current.type('a'));
    pause();
    hook.rerender({ value: 'a', busy: true });
    act(() => hook.result.current.type('ab'));
    act(() => hook.result.current.type('abc'));
    pause();
    expect(onSearch).toHaveBeenCalledTimes(1);
    hook.rerender({ value: 'a', busy: false });
    act(() => vi.runOnlyPendingTimers());
    expect(onSearch).toHaveBeenCalledTimes(2);
    expect(onSearch).toHaveBeenLastCalledWith('abc');
  });

  it('follows the URL when it moves on its own (Back, a cleared filter)', () => {
    const { onSearch, hook, pause } = setup('old');
    hook.rerender({ value: 'other', busy: false });
    expect(hook.result.current.draft).toBe('other');
    pause();
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('searches at once on Enter and clears with Escape', () => {
    const { onSearch, hook } = setup('x');
    act(() => hook.result.current.type('xyz'));
    act(() => hook.result.current.submit());
    expect(onSearch).toHaveBeenLastCalledWith('xyz');
    act(() => hook.result.current.clear());
    expect(hook.result.current.draft).toBe('');
    expect(onSearch).toHaveBeenLastCalledWith('');
  });
});

describe('useSearchDraft, when the page moves on during the pause', () => {
  it('ends the pause through the newest onSearch, whose URL holds a filter picked meanwhile', () => {
    const first = vi.fn();
    const newest = vi.fn();
    const hook = renderHook(({ onSearch }) => useSearchDraft('', onSearch, { pauseMs: 300 }), {
      initialProps: { onSearch: first },
    });
    act(() => hook.result.current.type('invoice'));
    hook.rerender({ onSearch: newest }); // a status chip was clicked: the page rendered a new onSearch
    act(() => vi.advanceTimersByTime(299));
    expect(newest).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(newest).toHaveBeenCalledExactlyOnceWith('invoice');
    expect(first).not.toHaveBeenCalled();
  });
});
