import { emailSchema, uuidSchema } from '@/contract';

export type Lookup =
  | { kind: 'empty' }
  | { kind: 'id'; id: string }
  | { kind: 'email'; email: string }
  | { kind: 'invalid'; message: string };

/** Quotes, brackets and braces that logs, JSON, headers and GUID tools put around an id or address. */
const wrappers = /^[\s"'`<([{]+|[\s"'`>)\]},;.]+$/g;

/**
 * What someone pasted into the lookup box: a message ID (from a log line, a JSON body, a header, with
 * spaces, quotes or angle brackets around it, upper case or without dashes) or, when the service
 * can search by recipient, an email address (also as `Jane <jane@example.com>` or `mailto:`).
 * Decided before any request, so a typo never costs a round trip.
 */
export function parseLookup(input: string, { allowEmail }: { allowEmail: boolean }): Lookup {
  const trimmed = input.trim();
  if (!trimmed) return { kind: 'empty' };

  if (trimmed.includes('@')) {
    if (!allowEmail) {
      return {
        kind: 'invalid',
        message: 'This is not a valid message ID. This service can only look messages up by ID.',
      };
    }
    // `Jane Doe <jane@example.com>`: the address is what sits in the angle brackets.
    const bracketed = /<([^<>]+@[^<>]+)>/.exec(trimmed)?.[1];
    const candidate = (bracketed ?? trimmed).replace(wrappers, '').replace(/^mailto:/i, '');
    const email = emailSchema.safeParse(candidate);
    return email.success
      ? { kind: 'email', email: email.data }
      : { kind: 'invalid', message: 'This is not a valid email address.' };
  }

  // Whitespace inside too: a UUID copied across a line break arrives with spaces in it.
  let id = trimmed.replace(wrappers, '').replace(/\s+/g, '').toLowerCase();
  id = id.replace(/^urn:uuid:/, '');
  if (/^[0-9a-f]{32}$/.test(id)) {
    id = `${id.slice(0, 8)}-${id.slice(8, 12)}-${id.slice(12, 16)}-${id.slice(16, 20)}-${id.slice(20)}`;
  }
  if (uuidSchema.safeParse(id).success) return { kind: 'id', id };
  return {
    kind: 'invalid',
    message: allowEmail
      ? 'This is not a valid message ID or email address. A message ID looks like 0b7e3f52-9c1d-4a8e-b2f4-6d5a1c9e8f30.'
      : 'This is not a valid message ID. A message ID looks like 0b7e3f52-9c1d-4a8e-b2f4-6d5a1c9e8f30.',
  };
}
