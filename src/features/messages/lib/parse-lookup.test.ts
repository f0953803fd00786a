import { describe, expect, it } from 'vitest';
import { filingsFor, parseLookup } from './parse-lookup';

const id = '0b7e3f52-9c1d-4a8e-b2f4-6d5a1c9e8f30';
const withEmail = { allowEmail: true };
const idsOnly = { allowEmail: false };

describe('parseLookup', () => {
  it.each([
    [id],
    [`  ${id}\n`],
    [`"${id}"`],
    [`'${id}',`],
    [`<${id}>`],
    [`{${id.toUpperCase()}}`],
    [`\`${id}\``],
    [id.replace(/-/g, '')],
    [`0b7e3f52-9c1d-4a8e- b2f4-6d5a1c9e8f30`],
    [`urn:uuid:${id}`],
  ])('reads %j as the id', (input) => {
    expect(parseLookup(input, withEmail)).toEqual({ kind: 'id', id });
    expect(parseLookup(input, idsOnly)).toEqual({ kind: 'id', id });
  });

  it.each(['a0000000-0000-1000-c000-000000000000', '00000000-0000-0000-0000-000000000000'])(
    'reads %s as an id whatever its version or variant, as the service does',
    (uuid) => {
      expect(parseLookup(uuid, idsOnly)).toEqual({ kind: 'id', id: uuid });
    },
  );

  it.each(['', '   ', '\n'])('treats %j as empty', (input) => {
    expect(parseLookup(input, withEmail)).toEqual({ kind: 'empty' });
  });

  it.each([
    'not-an-id',
    '0b7e3f52-9c1d-4a8e-b2f4',
    `${id}0`,
    '0b7e3f52-9c1d-4a8e-b2f4-6d5a1c9e8fzz',
    '12345',
    `${id} ${id}`,
  ])('refuses %j with "not a valid message ID"', (input) => {
    const result = parseLookup(input, idsOnly);
    expect(result.kind).toBe('invalid');
    expect(result).toMatchObject({ message: expect.stringContaining('not a valid message ID') });
    expect(parseLookup(input, withEmail)).toMatchObject({
      kind: 'invalid',
      message: expect.stringContaining('not a valid message ID'),
    });
  });

  it.each([
    ['Jane@Example.com', 'jane@example.com'],
    [' "jane@example.com" ', 'jane@example.com'],
    ['<jane@example.com>', 'jane@example.com'],
    ['Jane Doe <jane@example.com>', 'jane@example.com'],
    ['mailto:jane@example.com', 'jane@example.com'],
    ['bounce+42@example.com', 'bounce+42@example.com'],
  ])('reads %j as the address %s when recipient search exists', (input, email) => {
    expect(parseLookup(input, withEmail)).toEqual({ kind: 'email', email });
  });

  it('refuses a malformed address', () => {
    expect(parseLookup('jane@', withEmail)).toEqual({
      kind: 'invalid',
      message: 'This is not a valid email address.',
    });
  });

  it('says an address cannot be searched when the service has no recipient search', () => {
    expect(parseLookup('jane@example.com', idsOnly)).toMatchObject({
      kind: 'invalid',
      message: expect.stringMatching(/not a valid message ID.*only look messages up by ID/),
    });
  });
});

describe('parseLookup with the activity log', () => {
  const withFilters = { allowEmail: true, allowFilters: true };
  it.each([
    ['gmail.com', 'recipient', '@gmail.com'],
    ['@Gmail.com', 'recipient', '@gmail.com'],
    ['Mail.Example.co.uk', 'recipient', '@mail.example.co.uk'],
    ['jane', 'recipient', 'jane'],
    ['jane@gma', 'recipient', 'jane@gma'],
    ['Order #', 'subject', 'Order #'],
    ['password reset', 'subject', 'password reset'],
    ['0b7e3f52', 'id_prefix', '0b7e3f52'],
    ['0B7E3F52-9c1d', 'id_prefix', '0b7e3f52-9c1d'],
    ['"0b7e"', 'id_prefix', '0b7e'],
  ])('files %j under %s as %j', (input, field, value) => {
    expect(parseLookup(input, withFilters)).toEqual({ kind: 'filter', field, value });
  });

  it('still opens whole ids and addresses', () => {
    expect(parseLookup(id, withFilters)).toEqual({ kind: 'id', id });
    expect(parseLookup('Jane <jane@example.com>', withFilters)).toEqual({
      kind: 'email',
      email: 'jane@example.com',
    });
  });

  it.each(['ab', 'x!', '@'])('refuses %j, too short or not searchable, with what would work', (input) => {
    expect(parseLookup(input, withFilters)).toMatchObject({
      kind: 'invalid',
      message: expect.stringMatching(/at least 3 characters/),
    });
  });
});

describe('filingsFor', () => {
  it('lists every filter an entry fits, the one it was filed into first', () => {
    expect(filingsFor('gmail.com')).toEqual([
      { field: 'recipient', value: '@gmail.com' },
      { field: 'subject', value: 'gmail.com' },
    ]);
    expect(filingsFor('0b7e3f52').map((f) => f.field)).toEqual(['id_prefix', 'recipient', 'subject']);
    expect(filingsFor('Order #')).toEqual([{ field: 'subject', value: 'Order #' }]);
    // A whole address or ID opens something; it is not filed.
    expect(filingsFor('jane@example.com')).toEqual([]);
    expect(filingsFor(id)).toEqual([]);
  });
});
