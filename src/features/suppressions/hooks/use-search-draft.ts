import { useEffect, useEffectEvent, useRef, useState } from 'react';

/**
 * How long typing must pause before it searches: long enough to fold a burst of keys into one
 * request, short enough that the table follows the typing (keystroke to updated table < 200 ms).
 */
export const searchPauseMs = 50;

/**
 * The search box's text and when it searches. Typing searches once it pauses; one search at a
 * time: while one loads, the next waits and then goes with the latest text, so requests for a
 * word's first letters (which match nearly everything and are slow to count) never queue up on the
 * service in front of the word itself. A URL change from elsewhere (Back, a cleared filter)
 * replaces the text; the URL catching up with a search sent from here does not.
 */
export function useSearchDraft(value: string, onSearch: (q: string) => void, busy: boolean) {
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
    const timer = setTimeout(searchDraft, Math.max(0, typedAt.current + searchPauseMs - Date.now()));
    return () => clearTimeout(timer);
  }, [draft, busy]);

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
