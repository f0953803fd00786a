/** Words of a DNS value, without the quotes and spaces a provider's form may add around its strings. */
const normalise = (value: string) => value.replace(/"\s*"/g, '').replace(/^"|"$/g, '').trim();

/**
 * The difference between what a record should hold and what DNS answered, in words, for a
 * service that names none itself: a value cut short (a key truncated at a provider's 255-character
 * limit), or where the two part. Null when nothing was found, or one found value matches.
 */
export function nameDifference(expected: string, found: readonly string[]): string | null {
  if (found.length === 0) return null;
  const want = normalise(expected);
  const got = found.map(normalise);
  if (got.includes(want)) return null;
  if (got.length > 1)
    return `DNS answers ${got.length} values here where one is expected: remove the others.`;
  const [value = ''] = got;
  if (want.startsWith(value)) {
    return `The value found is cut short: ${value.length} of ${want.length} characters (truncated when published?).`;
  }
  if (value.startsWith(want))
    return `The value found has ${value.length - want.length} extra characters at its end.`;
  let at = 0;
  while (at < want.length && want[at] === value[at]) at++;
  const context = (s: string) => s.slice(Math.max(0, at - 8), at + 12);
  return `The values part at character ${at + 1}: found “…${context(value)}…” where “…${context(want)}…” is expected.`;
}
