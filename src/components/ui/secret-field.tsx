import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { CopyButton } from './copy-button';
import { inputClasses, Label } from './field';
import { Notice } from './notice';

export interface SecretFieldProps {
  label: string;
  value: string;
  copyLabel: string;
  /** How to use it; under the field, beside the copy button, and read with the field. */
  hint?: ReactNode;
  /**
   * The "shown once" warning above the field: its first line, and what losing the secret means.
   * `false` for a second field under the same warning (a link built from the secret).
   */
  warning: { title?: string; body: ReactNode } | false;
}

/**
 * A secret the service shows once: read-only and monospace, selected whole on focus, with a copy
 * button. The field with the warning takes focus, as the dialog swaps its content for it.
 */
export function SecretField({ label, value, copyLabel, hint, warning }: SecretFieldProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-4">
      {warning && (
        <Notice role="note" className="p-3">
          <div className="flex flex-col gap-1">
            <p className="font-medium">{warning.title ?? "Copy it now. It won't be shown again."}</p>
            <p className="text-amber-900/85 dark:text-amber-200/80">{warning.body}</p>
          </div>
        </Notice>
      )}
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={id}>{label}</Label>
        <input
          id={id}
          readOnly
          value={value}
          spellCheck={false}
          autoComplete="off"
          aria-describedby={hint ? `${id}-hint` : undefined}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog swaps its content for this: focus lands on what to copy
          autoFocus={warning !== false}
          onFocus={(event) => event.currentTarget.select()}
          className={cn(inputClasses, 'font-mono text-xs')}
        />
        <div className="mt-0.5 flex items-start justify-between gap-3">
          <p id={`${id}-hint`} className="text-xs text-zinc-500 dark:text-zinc-400">
            {hint}
          </p>
          <CopyButton
            value={value}
            label={copyLabel}
            variant={warning ? 'primary' : 'secondary'}
            className="shrink-0"
          />
        </div>
      </div>
    </div>
  );
}
