/** Top-level names RFC 6761 and RFC 2606 reserve: public DNS never holds records under them. */
const reserved = ['test', 'example', 'invalid', 'localhost'];

/**
 * Why `name` is not asked of DNS, or null when it may be: a reserved name through the system's
 * resolver would go to public DNS (a leak, and an answer that means nothing). With `DNS_SERVERS`
 * set, every name is asked of those servers (a test or lab zone may well serve `.test`).
 */
export function reservedNameProblem(name: string, dnsServers: readonly string[]): string | null {
  if (dnsServers.length) return null;
  const tld = name.slice(name.lastIndexOf('.') + 1);
  if (!reserved.includes(tld)) return null;
  return `could not check: ${name} is under .${tld}, a name reserved for testing and documentation (RFC 6761) that public DNS never answers; it is not looked up through the system's resolver (set DNS_SERVERS to ask your own DNS servers)`;
}
