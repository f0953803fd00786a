import { useEffect, useRef, useState } from 'react';
import { inputClasses } from '@/components/ui/field';

interface ActivitySearchInputProps {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}

const pauseMs = 300;

/** A search box that writes to the URL once typing pauses, and follows the URL when it changes. */
export function ActivitySearchInput({ id, label, placeholder, value, onChange }: ActivitySearchInputProps) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // The pause ends after later renders: it must write through the newest onChange, whose URL
  // already holds a filter picked meanwhile. The one of the keystroke's render would put it back.
  const latestOnChange = useRef(onChange);
  useEffect(() => {
    latestOnChange.current = onChange;
  });
  // The URL changed under the box (back, Clear filters): show what it says now.
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  const commit = (next: string) => {
    clearTimeout(timer.current);
    setShown(next);
    latestOnChange.current(next);
  };
  const edit = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => commit(next), pauseMs);
  };

  return (
    <div className="flex min-w-0 flex-1 basis-48 flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-zinc-600 dark:text-zinc-400">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={text}
        placeholder={placeholder}
        onChange={(e) => edit(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit(text);
        }}
        className={inputClasses}
        autoComplete="off"
        spellCheck={false}
      />
    </div>
  );
}
