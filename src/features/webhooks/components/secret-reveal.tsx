import { useId } from 'react';
import { CopyButton } from '@/components/ui/copy-button';
import { Field, Input } from '@/components/ui/field';
import { AlertIcon } from '@/components/ui/icons';

/**
 * The signing secret, the one time the service shows it. Read-only and selected on focus, with a copy
 * button and a plain warning: there is no way to see it again, only to rotate it.
 */
export function SecretReveal({
  secret,
  rotated = false,
  staged = false,
}: {
  secret: string;
  rotated?: boolean;
  /** A staged rotation: the current secret keeps signing until the new one takes over. */
  staged?: boolean;
}) {
  const hintId = useId();
  return (
    <div className="flex flex-col gap-4">
      <div
        role="note"
        className="flex gap-3 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm dark:border-amber-900/60 dark:bg-amber-950/30"
      >
        <AlertIcon size={5} className="mt-0.5 shrink-0 text-amber-600 dark:text-amber-400" />
        <div className="flex flex-col gap-1 text-amber-900 dark:text-amber-200">
          <p className="font-medium">Copy this secret now. It won't be shown again.</p>
          <p className="text-amber-900/85 dark:text-amber-200/80">
            {staged
              ? 'The current secret keeps signing until the time above; then this one takes over. Add it to your receiver before then, beside the current one.'
              : rotated
                ? 'The previous secret no longer works: every delivery from now on, retries included, is signed with this one. Update your receiver right away.'
                : 'Store it where your receiver reads its configuration. If you lose it, rotate the secret from the webhook’s page.'}
          </p>
        </div>
      </div>
      <Field label="Signing secret">
        {(control) => (
          <Input
            {...control}
            aria-describedby={hintId}
            readOnly
            value={secret}
            spellCheck={false}
            autoComplete="off"
            // The dialog swaps its content for this: focus must land here, on what to copy.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            onFocus={(event) => event.currentTarget.select()}
            className="font-mono text-xs"
          />
        )}
      </Field>
      <div className="-mt-2 flex items-start justify-between gap-3">
        <p id={hintId} className="text-xs text-zinc-500 dark:text-zinc-400">
          Your receiver uses the whole string, <code className="font-mono">whsec_</code> included, as the
          HMAC-SHA256 key.
        </p>
        <CopyButton value={secret} label="Copy secret" variant="primary" className="shrink-0" />
      </div>
    </div>
  );
}
