import { emailSchema, messageRecipientSchema, minSearchLength, uuidSchema } from '@/contract';

/** An activity filter a lookup that opens nothing goes into (the activity log's URL keys). */
export type LookupFilter = 'recipient' | 'subject' | 'id_prefix';

export type Lookup =
  | { kind: 'empty' }
  | { kind: 'id'; id: string }
  | { kind: 'email'; email: string }
  | { kind: 'filter'; field: LookupFilter; value: string }
  | { kind: 'invalid'; message: string };

export interface LookupOptions {
  /** The service can list a recipient's messages. */
  allowEmail: boolean;
  /**
   * The service has the activity log: what opens nothing directly (a domain, part of an address,
   * subject words, the start of an ID) goes into its filters instead of being refused.
   */
  allowFilters?: boolean;
}

const domainPattern = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,63}$/i;
const addressChars = /^[a-z0-9._%+-]+$/i;

/** Where an entry that is neither a whole ID nor a whole address belongs in the activity filters. */
function toFilter(trimmed: string, idLike: string): Lookup | null {
  // The start of an ID: hex digits (and dashes), with a digit or dash so a word like "face" stays one.
  const hexDigits = idLike.replaceAll('-', '');
  if (/^[0-9a-f-]+$/.test(idLike) && hexDigits.length >= 4 && hexDigits.length < 32 && /[\d-]/.test(idLike))
    return { kind: 'filter', field: 'id_prefix', value: idLike };
  const bare = trimmed.replace(wrappers, '');
  const lowered = bare.toLowerCase();
  // `gmail.com` or `@gmail.com`: everything sent to that domain.
  if (domainPattern.test(lowered.replace(/^@/, '')))
    return { kind: 'filter', field: 'recipient', value: `@${lowered.replace(/^@/, '')}` };
  // One token of address characters (`jane`, `jane@gma`): part of a recipient's address.
  if (!/\s/.test(bare) && (addressChars.test(bare) || bare.includes('@'))) {
    const recipient = messageRecipientSchema.safeParse(bare);
    if (recipient.success) return { kind: 'filter', field: 'recipient', value: recipient.data };
    return null;
  }
  // Words (`Order #`, `password reset`): the subject.
  if (trimmed.length >= minSearchLength && trimmed.length <= 200)
    return { kind: 'filter', field: 'subject', value: trimmed };
  return null;
}

/** Quotes, brackets and braces that logs, JSON, headers and GUID tools put around an id or address. */
const wrappers = /^[\s"'`<([{]+|[\s"'`>)\]},;.]+$/g;

/**
 * What someone pasted into the lookup box: a message ID (from a log line, a JSON body, a header, with
 * spaces, quotes or angle brackets around it, upper case or without dashes) or, when the service
 * can search by recipient, an email address (also as `Jane <jane@example.com>` or `mailto:`).
 * Decided before any request, so a typo never costs a round trip.
 */
export function parseLookup(input: string, { allowEmail, allowFilters = false }: LookupOptions): Lookup {
  const trimmed = input.trim();
  if (!trimmed) return { kind: 'empty' };

  if (trimmed.includes('@') && allowFilters) {
    const bracketed = /<([^<>]+@[^<>]+)>/.exec(trimmed)?.[1];
    const candidate = (bracketed ?? trimmed).replace(wrappers, '').replace(/^mailto:/i, '');
    const email = emailSchema.safeParse(candidate);
    if (email.success) return { kind: 'email', email: email.data };
    return (
      toFilter(candidate, candidate.toLowerCase()) ?? {
        kind: 'invalid',
        message: `This is not an email address, @domain or part of an address. Type at least ${minSearchLength} characters, without spaces.`,
      }
    );
  }

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
  if (allowFilters) {
    const filter = toFilter(trimmed, id);
    if (filter) return filter;
    return {
      kind: 'invalid',
      message: `Type a message ID, an address, a domain, or at least ${minSearchLength} characters to search.`,
    };
  }
  return {
    kind: 'invalid',
    message: allowEmail
      ? 'This is not a valid message ID or email address. A message ID looks like 0b7e3f52-9c1d-4a8e-b2f4-6d5a1c9e8f30.'
      : 'This is not a valid message ID. A message ID looks like 0b7e3f52-9c1d-4a8e-b2f4-6d5a1c9e8f30.',
  };
}

/** A filter an entry can go into, with the value it has there. */
export interface Filing {
  field: LookupFilter;
  value: string;
}

/**
 * Every activity filter `typed` can go into, the one parseLookup chose first: what the chip on the
 * lookup box offers to change it to (a word read as part of an address can be a subject, a short
 * hex word an ID's start or a subject). None for what opens something directly or fits nowhere.
 */
export function filingsFor(typed: string): Filing[] {
  const trimmed = typed.trim();
  const first = parseLookup(trimmed, { allowEmail: true, allowFilters: true });
  if (first.kind !== 'filter') return [];
  const out: Filing[] = [{ field: first.field, value: first.value }];
  const add = (field: LookupFilter, value: string | null) => {
    if (value !== null && !out.some((f) => f.field === field)) out.push({ field, value });
  };
  const bare = trimmed.replace(wrappers, '').replace(/^mailto:/i, '');
  const idLike = bare.replace(/\s+/g, '').toLowerCase();
  const hexDigits = idLike.replaceAll('-', '');
  add(
    'id_prefix',
    /^[0-9a-f-]+$/.test(idLike) && hexDigits.length >= 4 && hexDigits.length < 32 ? idLike : null,
  );
  const lowered = bare.toLowerCase();
  if (domainPattern.test(lowered.replace(/^@/, ''))) add('recipient', `@${lowered.replace(/^@/, '')}`);
  else if (!/\s/.test(bare)) {
    const recipient = messageRecipientSchema.safeParse(bare);
    add('recipient', recipient.success ? recipient.data : null);
  }
  add('subject', trimmed.length >= minSearchLength && trimmed.length <= 200 ? trimmed : null);
  return out;
}
