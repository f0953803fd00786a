import { useId, useState, type DragEvent } from 'react';
import { Button } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import { UploadIcon } from '@/components/ui/icons';
import { pastedFileName, pastedToCsv } from '../lib/import/paste';

/** Pick or drop a file, or paste addresses; nothing is sent from here. */
export function ImportChoose({
  onFile,
  error,
}: {
  onFile: (file: Blob, name: string) => void;
  error?: string;
}) {
  const id = useId();
  const [dragging, setDragging] = useState(false);
  const [pasted, setPasted] = useState('');

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file, file.name);
  };

  return (
    <div className="flex flex-col gap-5">
      {error && (
        <p
          role="alert"
          className="rounded-md bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950/40 dark:text-red-300"
        >
          {error}
        </p>
      )}
      {/* The drop zone is a mouse shortcut; the file input inside is the keyboard way. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex flex-col items-center gap-3 rounded-xl border-2 border-dashed px-6 py-10 text-center transition-colors',
          dragging
            ? 'border-indigo-500 bg-indigo-50 dark:bg-indigo-500/10'
            : 'border-zinc-300 bg-zinc-50/60 dark:border-zinc-700 dark:bg-zinc-900/40',
        )}
      >
        <UploadIcon size={7} className="text-zinc-400" />
        <div className="flex flex-col gap-1">
          <p className="text-sm font-medium text-zinc-900 dark:text-zinc-100">Drop a CSV file here</p>
          <p className="text-xs text-zinc-500 dark:text-zinc-400">
            Exports from Mailgun, SendGrid, Postmark, Amazon SES or Relaydesk, or a plain list with one
            address per line.
          </p>
        </div>
        <input
          id={id}
          type="file"
          accept=".csv,.txt,text/csv,text/plain"
          className="peer sr-only"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) onFile(file, file.name);
            event.target.value = '';
          }}
        />
        <label
          htmlFor={id}
          className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-md border border-zinc-300 bg-white px-4 text-sm font-medium text-zinc-900 shadow-sm peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-indigo-500 hover:bg-zinc-50 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:hover:bg-zinc-800"
        >
          Choose a CSV file
        </label>
      </div>
      <details className="group text-sm">
        <summary className="cursor-pointer font-medium text-zinc-700 select-none hover:text-zinc-900 dark:text-zinc-300 dark:hover:text-zinc-100">
          Or paste addresses
        </summary>
        <div className="mt-3 flex flex-col gap-2">
          <textarea
            aria-label="Pasted addresses"
            rows={5}
            placeholder={'jane@example.com\njohn@example.org'}
            value={pasted}
            onChange={(event) => setPasted(event.target.value)}
            className={cn(inputClasses, 'h-auto py-2 font-mono')}
          />
          <div>
            <Button
              size="sm"
              disabled={!pasted.trim()}
              onClick={() => onFile(new Blob([pastedToCsv(pasted)], { type: 'text/csv' }), pastedFileName)}
            >
              Preview pasted addresses
            </Button>
          </div>
        </div>
      </details>
      <p className="text-xs text-zinc-500 dark:text-zinc-400">
        Nothing is sent until you have seen the preview and confirmed.
      </p>
    </div>
  );
}
