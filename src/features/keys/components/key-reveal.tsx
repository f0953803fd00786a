import { SecretField } from '@/components/ui/secret-field';

/** A dashboard link that signs in with the key; the key rides in the fragment, never sent to a server. */
export const signInLink = (secret: string) => `${window.location.origin}/#key=${encodeURIComponent(secret)}`;

/** The key, the one time the service shows it, and a sign-in link for its user. */
export function KeyReveal({ secret }: { secret: string }) {
  return (
    <div className="flex flex-col gap-4">
      <SecretField
        label="API key"
        value={secret}
        copyLabel="Copy key"
        warning={{ body: 'Only its hash is kept; a lost key is revoked and replaced, never recovered.' }}
      />
      <SecretField
        label="Sign-in link"
        value={signInLink(secret)}
        copyLabel="Copy sign-in link"
        hint="Opens the dashboard signed in with this key. Send it over a private channel."
        warning={false}
      />
    </div>
  );
}
