import { useEffect, useRef, useState, type ClipboardEvent, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import { href } from '@/lib/href';
import { messagesPageState } from '@/lib/page-state/messages';
import { readPageState } from '@/lib/page-state/page-state';
import { useRecipientSearch } from '../hooks/use-recipient-search';
import { parseLookup, type Lookup, type LookupFilter } from '../lib/parse-lookup';
import { FiledChip } from './filed-chip';

/** What the box did with an entry that opens nothing directly: the activity filter it went into. */
interface Filed {
  field: LookupFilter;
  value: string;
  /** What was typed, for "search subjects instead". */
  typed: string;
}

/**
 * One box for an ID or an address. Checked here before any request; a pasted ID that is whole
 * opens at once, because that is what the person pasting it wants.
 */
export function LookupForm({ initial = '' }: { initial?: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const { search } = location;
  const allowEmail = useRecipientSearch();
  // The activity log (the same extension) has the filters below the box.
  const allowFilters = allowEmail;
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  // Carried in the history entry (the box is new after a navigation) and shown while the URL holds it.
  const carried = (location.state as { filed?: Filed } | null)?.filed;
  const filed = carried && new URLSearchParams(search).get(carried.field) === carried.value ? carried : null;
  const input = useRef<HTMLInputElement>(null);
  // "/" from anywhere on the page (outside a field) goes to the lookup box, as in most consoles.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement;
      if (e.key !== '/' || e.ctrlKey || e.metaKey || e.altKey) return;
      if (target.closest('input, textarea, select, [contenteditable="true"]')) return;
      e.preventDefault();
      input.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  /** Into the activity filters, keeping the others set there, from the newest page. */
  const file = (field: LookupFilter, filterValue: string, typed: string) => {
    const others = { ...readPageState(messagesPageState, new URLSearchParams(search)).state };
    for (const key of ['to', 'cursor', 'recipient', 'subject', 'id_prefix'] as const) delete others[key];
    const next: Filed = { field, value: filterValue, typed };
    navigate(href('messages', { ...others, [field]: filterValue }), { state: { filed: next } });
  };

  /** Takes the filed filter off again (a step of its own in the history, like filing it). */
  const unfile = () => {
    if (!filed) return;
    const others = { ...readPageState(messagesPageState, new URLSearchParams(search)).state };
    delete others[filed.field];
    delete others.cursor;
    navigate(href('messages', others));
  };

  const go = (lookup: Lookup) => {
    if (lookup.kind === 'filter') {
      setError(null);
      file(lookup.field, lookup.value, value.trim());
    } else if (lookup.kind === 'empty') {
      setError(allowEmail ? 'Enter a message ID or an email address.' : 'Enter a message ID.');
    } else if (lookup.kind === 'invalid') {
      setError(lookup.message);
    } else {
      setError(null);
      if (lookup.kind === 'id') navigate(href('message', { id: lookup.id }));
      else navigate(href('messages', { to: lookup.email }));
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    go(parseLookup(value, { allowEmail, allowFilters }));
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text');
    const lookup = parseLookup(pasted, { allowEmail, allowFilters });
    // Only when the paste is the whole entry, not an edit inside what is already there.
    const input = event.currentTarget;
    const replacesAll = input.selectionStart === 0 && input.selectionEnd === input.value.length;
    if (lookup.kind !== 'id' || !replacesAll) return;
    event.preventDefault();
    setValue(lookup.id);
    go(lookup);
  };

  const label = allowEmail ? 'Message ID or recipient email' : 'Message ID';
  const hint = allowEmail
    ? 'Paste a message ID (quotes, brackets and spaces are fine) or an email address to see that recipient; a domain, part of an address, subject words or the start of an ID filter the activity below. Press / to come back here.'
    : "Paste a message ID. This service doesn't offer search by recipient, so an ID is needed.";

  return (
    <form role="search" aria-label="Find a message" onSubmit={onSubmit} noValidate className="mb-6">
      <label htmlFor="message-lookup" className="text-sm font-medium text-zinc-800 dark:text-zinc-200">
        {label}
      </label>
      <div className="mt-1.5 flex gap-2">
        <input
          id="message-lookup"
          ref={input}
          type="search"
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            if (error) setError(null);
          }}
          onPaste={onPaste}
          placeholder={allowEmail ? '0b7e3f52-… or jane@example.com' : '0b7e3f52-9c1d-4a8e-…'}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'message-lookup-error message-lookup-hint' : 'message-lookup-hint'}
          className={cn(inputClasses, 'h-10 flex-1 font-mono text-[13px] placeholder:font-sans')}
        />
        <Button type="submit" variant="primary" className="h-10">
          Look up
        </Button>
      </div>
      {error && (
        <p id="message-lookup-error" className="mt-1.5 text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
      {filed && (
        <FiledChip
          filed={filed}
          typed={filed.typed}
          onRefile={(filing) => file(filing.field, filing.value, filed.typed)}
          onRemove={unfile}
        />
      )}
      <p id="message-lookup-hint" className="mt-1.5 text-xs text-zinc-500 dark:text-zinc-400">
        {hint}
      </p>
    </form>
  );
}
