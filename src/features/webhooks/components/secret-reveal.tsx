import { SecretField } from '@/components/ui/secret-field';

/** The signing secret, the one time the service shows it: there is no way to see it again, only to rotate it. */
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
  return (
    <SecretField
      label="Signing secret"
      value={secret}
      copyLabel="Copy secret"
      warning={{
        title: "Copy this secret now. It won't be shown again.",
        body: staged
          ? 'The current secret keeps signing until the time above; then this one takes over. Add it to your receiver before then, beside the current one.'
          : rotated
            ? 'The previous secret no longer works: every delivery from now on, retries included, is signed with this one. Update your receiver right away.'
            : 'Store it where your receiver reads its configuration. If you lose it, rotate the secret from the webhook’s page.',
      }}
      hint={
        <>
          Your receiver uses the whole string, <code className="font-mono">whsec_</code> included, as the
          HMAC-SHA256 key.
        </>
      }
    />
  );
}
