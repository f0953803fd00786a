import { useEffect, useEffectEvent, useRef, useState } from 'react';

/**
 * How long typing must pause before it searches, when the caller cannot say whether a search is
 * loading: long enough to fold a burst of keys into one request, short enough that the table
 * follows the typing.
 */
export const searchPauseMs = 50;

export interface SearchDraftOptions {
  /**
   * A search (or a page) is loading: the next search waits for it. A caller that says so needs no
   * pause (the default becomes 0): waiting for the search in flight folds a burst of keys into one
   * request, and a key typed while none is loading searches at once.
   */
  busy?: boolean;
  pauseMs?: number;
}

/**
 * The search box's text and when it searches. Typing searches once it pauses (at once, for a
 * caller that says when a search is loading); one search at a time: while one loads, the next
 * waits and then goes with the latest text, so requests for a word's first letters (which match
 * nearly everything) never queue up on the service in front of the word itself. A URL change from elsewhere (Back, a cleared filter)
 * replaces the text; the URL catching up with a search sent from here does not. The pause ends
 * through the newest `onSearch`: a filter picked while it waits is in that one's URL, and the
 * keystroke render's would put the old filter back.
 */
export function useSearchDraft(
  value: string,
  onSearch: (q: string) => void,
  { busy, pauseMs = busy === undefined ? searchPauseMs : 0 }: SearchDraftOptions = {},
) {
  const [draft, setDraft] = useState(value);
  const [lastValue, setLastValue] = useState(value);
  // Searches sent from here that the URL has not shown yet: typing runs ahead of the URL.
  const [pending, setPending] = useState<string[]>([]);
  const typedAt = useRef(0);

  if (value !== lastValue) {
    setLastValue(value);
    const caughtUp = pending.lastIndexOf(value);
    if (caughtUp !== -1) setPending(pending.slice(caughtUp + 1));
    else if (value !== draft.trim()) setDraft(value);
  }

  const search = (q: string) => {
    if (q !== value) setPending((p) => [...p, q]);
    onSearch(q);
  };
  const searchDraft = useEffectEvent(() => {
    if (draft.trim() !== value) search(draft.trim());
  });

  useEffect(() => {
    if (busy) return;
    const timer = setTimeout(searchDraft, Math.max(0, typedAt.current + pauseMs - Date.now()));
    return () => clearTimeout(timer);
  }, [draft, busy, pauseMs]);

  return {
    draft,
    type: (text: string) => {
      typedAt.current = Date.now();
      setDraft(text);
    },
    /** Enter: now, without the pause. */
    submit: () => search(draft.trim()),
    clear: () => {
      setDraft('');
      search('');
    },
  };
}
