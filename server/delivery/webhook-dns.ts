import { Resolver } from 'node:dns/promises';
import { isIP } from 'node:net';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** What one attempt's lookup may use: the DNS servers (default: the system's) and its deadline. */
export interface LookupOptions {
  servers?: readonly string[] | undefined;
  signal: AbortSignal;
}

const loopbackNames = /^localhost\.?$/i;

/**
 * Every IPv4 and IPv6 address of a webhook's host, through c-ares rather than the system's
 * getaddrinfo: a lookup that never answers then ends at the attempt's deadline (`signal`) and holds
 * no libuv thread meanwhile, where getaddrinfo can be neither bounded nor cancelled and a few slow
 * names would starve the thread pool the store and crypto share. IPv4 first, then IPv6.
 */
export async function lookupHost(
  host: string,
  { servers, signal }: LookupOptions,
): Promise<ResolvedAddress[]> {
  const family = isIP(host);
  if (family) return [{ address: host, family: family as 4 | 6 }];
  // `localhost` is this machine by definition (RFC 6761), whatever a DNS server says of it.
  if (loopbackNames.test(host)) {
    return [
      { address: '127.0.0.1', family: 4 },
      { address: '::1', family: 6 },
    ];
  }
  signal.throwIfAborted();
  const resolver = new Resolver({ timeout: 2_000, tries: 2 });
  if (servers?.length) resolver.setServers([...servers]);
  const cancel = () => resolver.cancel();
  signal.addEventListener('abort', cancel, { once: true });
  try {
    const [v4, v6] = await Promise.allSettled([resolver.resolve4(host), resolver.resolve6(host)]);
    signal.throwIfAborted();
    const found = [
      ...(v4.status === 'fulfilled' ? v4.value.map((address) => ({ address, family: 4 as const })) : []),
      ...(v6.status === 'fulfilled' ? v6.value.map((address) => ({ address, family: 6 as const })) : []),
    ];
    if (found.length) return found;
    throw new Error(lookupFailure(host, v4, v6));
  } finally {
    signal.removeEventListener('abort', cancel);
  }
}

/** One sentence for a name that gave no address: the more telling of the two answers' errors. */
function lookupFailure(host: string, ...answers: PromiseSettledResult<string[]>[]) {
  const codes = answers.map((a) =>
    a.status === 'rejected' ? (a.reason as { code?: string }).code : 'ENODATA',
  );
  const code = codes.find((c) => c !== 'ENODATA' && c !== 'ENOTFOUND') ?? codes[0];
  switch (code) {
    case 'ENOTFOUND':
      return `DNS: ${host} does not exist (NXDOMAIN)`;
    case 'ENODATA':
      return `DNS: ${host} has no A or AAAA record`;
    case 'ETIMEOUT':
      return `DNS: no answer for ${host} (timed out)`;
    case 'ESERVFAIL':
      return `DNS: the server failed to answer for ${host} (SERVFAIL)`;
    case 'EREFUSED':
      return `DNS: the server refused to answer for ${host}`;
    default:
      return `DNS: could not resolve ${host} (${code ?? 'unknown error'})`;
  }
}
