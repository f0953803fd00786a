import { CopyButton } from '@/components/ui/copy-button';
import { Field, Input } from '@/components/ui/field';
import { AlertIcon } from '@/components/ui/icons';

/** A dashboard link that signs in with the key; the key rides in the fragment, never sent to a server. */
export const signInLink = (secret: string) => `${window.location.origin}/#key=${encodeURIComponent(secret)}`;

/** The key, the one time the service shows it, and a sign-in link for its user. */
export function KeyReveal({ secret }: { secret: string }) {
  const link = signInLink(secret);
  return (
    <div className="flex flex-col gap-4">
      <div
        role="note"
        className="flex gap-3 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-900/60 dark:bg-amber-950/30 dark:text-amber-200"
      >
        <AlertIcon size={5} className="mt-0.5 shrink-0 text-amber-600 dark:text-amber-400" />
        <p>
          <span className="font-medium">Copy it now. It won't be shown again.</span> Only its hash is kept; a
          lost key is revoked and replaced, never recovered.
        </p>
      </div>
      <Field label="API key">
        {(control) => (
          <Input
            {...control}
            readOnly
            value={secret}
            spellCheck={false}
            autoComplete="off"
            // The dialog swaps its content for this: focus lands on what to copy.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            onFocus={(e) => e.currentTarget.select()}
            className="font-mono text-xs"
          />
        )}
      </Field>
      <CopyButton value={secret} label="Copy key" variant="primary" className="-mt-2 self-end" />
      <Field
        label="Sign-in link"
        hint="Opens the dashboard signed in with this key. Send it over a private channel."
      >
        {(control) => (
          <Input
            {...control}
            readOnly
            value={link}
            spellCheck={false}
            autoComplete="off"
            onFocus={(e) => e.currentTarget.select()}
            className="font-mono text-xs"
          />
        )}
      </Field>
      <CopyButton value={link} label="Copy sign-in link" className="-mt-2 self-end" />
    </div>
  );
}
