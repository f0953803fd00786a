import type { ReactNode } from 'react';
import type { NoteKind } from '../signature/verify-signature';

const Code = ({ children }: { children: ReactNode }) => (
  <code className="rounded bg-zinc-100 px-1 py-0.5 font-mono text-[0.85em] dark:bg-zinc-800">{children}</code>
);

/** What each finding means for the person holding the receiver's code. */
export const noteText: Record<NoteKind, ReactNode> = {
  'header-name': (
    <>
      You pasted the whole header line; only its value (<Code>sha256=…</Code>) was compared.
    </>
  ),
  'missing-prefix': (
    <>
      The header value starts with <Code>sha256=</Code>; you pasted the hex digest alone. It was compared
      anyway.
    </>
  ),
  uppercase: (
    <>
      The digest is in upper-case hex. Hex is case-insensitive, so it was compared that way, but Relaydesk
      always sends lower case: if your code produced upper case, compare case-insensitively (or decode the hex
      to bytes).
    </>
  ),
  malformed: (
    <>
      That is not a signature: the header looks like <Code>sha256=</Code> followed by 64 hexadecimal
      characters.
    </>
  ),
  reserialised: (
    <>
      <strong>Re-serialised JSON.</strong> The signature matches this JSON written compactly, so the body you
      pasted was parsed and printed again (pretty-printed, re-spaced or re-escaped). Verify the raw bytes as
      they arrived, before any JSON parsing.
    </>
  ),
  'newline-trimmed': (
    <>
      <strong>A trimmed newline.</strong> The signature matches this body with a newline at the end: something
      removed it (a <Code>trim()</Code>, an editor, a log). Sign the bytes exactly as received.
    </>
  ),
  'newline-added': (
    <>
      <strong>An added newline.</strong> The signature matches this body without its final newline: something
      added one (an editor, <Code>echo</Code>, a log). Sign the bytes exactly as received.
    </>
  ),
  'line-endings': (
    <>
      <strong>Changed line endings.</strong> The signature matches this body with its line endings converted
      (CRLF ↔ LF). Read the body as bytes, not as text that gets normalised.
    </>
  ),
  'secret-whitespace': (
    <>
      <strong>Spaces around the secret.</strong> The signature matches the secret without the spaces or line
      breaks around it: trim the secret where your receiver reads it.
    </>
  ),
  'secret-prefix': (
    <>
      <strong>A shortened secret.</strong> The signature matches with <Code>whsec_</Code> in front of what you
      pasted: the HMAC key is the whole secret, prefix included.
    </>
  ),
  'no-explanation': (
    <>
      None of the usual mistakes explains it. Check that this body arrived with this header, and that the
      secret is the one that signed it: during a staged rotation deliveries keep the current secret until the
      new one takes over at the time the webhook's page shows.
    </>
  ),
};

/** Mistakes worth knowing before any signature fails, shown beside the tool. */
export function CommonMistakes() {
  return (
    <ul className="flex list-disc flex-col gap-2 pl-4 text-sm text-zinc-700 marker:text-zinc-400 dark:text-zinc-300">
      <li>
        <strong>Re-serialised JSON.</strong> Sign the raw request body. An object parsed and printed again, as
        by <Code>JSON.stringify(req.body)</Code> or <Code>json.dumps(request.json)</Code>, has other bytes and
        so another signature.
      </li>
      <li>
        <strong>Upper-case hex.</strong> Relaydesk sends <Code>sha256=</Code> and lower-case hex; compare
        case-insensitively, or decode the hex and compare bytes.
      </li>
      <li>
        <strong>A trimmed trailing newline.</strong> Frameworks, editors and log viewers trim or add one; any
        change to the bytes changes the signature.
      </li>
      <li>
        <strong>A shortened secret.</strong> The key is the whole secret, <Code>whsec_</Code> included, as
        UTF-8 text; don't decode it.
      </li>
      <li>
        <strong>Plain string comparison.</strong> <Code>==</Code> leaks timing; use{' '}
        <Code>crypto.timingSafeEqual</Code>, <Code>hmac.compare_digest</Code> or <Code>hmac.Equal</Code>.
      </li>
    </ul>
  );
}
