/** A DNS character-string holds at most 255 octets: a longer TXT value is published as several. */
export const maxTxtString = 255;

/**
 * A TXT value as the strings a DNS provider's form (or a zone file) wants, in order; receivers join
 * them without separators, so the split may fall anywhere. Values here are ASCII: characters are octets.
 */
export function txtStrings(value: string): string[] {
  const strings: string[] = [];
  for (let at = 0; at < value.length; at += maxTxtString) strings.push(value.slice(at, at + maxTxtString));
  return strings.length ? strings : [''];
}
