import { Resolver } from 'node:dns/promises';
import { reservedNameProblem } from './reserved-names';
import { ptrName } from './reversed-ip';

export type LookupType = 'TXT' | 'CNAME' | 'A' | 'AAAA' | 'MX' | 'PTR';

/** How one check asks DNS: where, each query's deadline, the whole check's budget, queries at once. */
export interface LookupLimits {
  /** null = the system's resolvers (reserved names are then refused without a query). */
  servers: readonly string[] | null;
  /** One try's deadline, as c-ares takes it (`timeout`); `tries` tries in all. */
  timeoutMs: number;
  tries: number;
  /** The whole check's: queries still waiting then are cancelled and named as timed out. */
  budgetMs: number;
  concurrency: number;
}

/** A lookup's failure, with c-ares' code (`ENOTFOUND`, `ENODATA`, `ETIMEOUT`, `ESERVFAIL`, …). */
export type LookupError = Error & { code?: string };

/** NXDOMAIN or no record of the type: an answer that says "there is none", not a failure to answer. */
export const isAbsent = (err: unknown) => ['ENOTFOUND', 'ENODATA'].includes((err as LookupError).code ?? '');

const timeoutCodes = new Set(['ETIMEOUT', 'ECANCELLED']);

/** A failed lookup in words, for "could not check". */
export function lookupProblem(err: unknown, query: string): string {
  const { code, message } = err as LookupError;
  if (code && timeoutCodes.has(code)) return `could not check: no answer in time for ${query}`;
  if (code === 'ESERVFAIL') return `could not check: the DNS server failed (SERVFAIL) for ${query}`;
  if (code === 'EREFUSED') return `could not check: the DNS server refused ${query}`;
  if (code === 'ERESERVED') return `could not check: ${message}`;
  return `could not check: ${query} (${code ?? message})`;
}

/**
 * The DNS of one check: every question asked once (SPF evaluations and the record checks share the
 * answers), at most `concurrency` in flight, each bounded by c-ares' `timeout` × `tries`, and all of
 * them by the check's budget. Questions that hit a deadline are kept in `timedOut` as `TXT name`.
 */
export function createLookups(limits: LookupLimits) {
  const resolver = new Resolver({ timeout: limits.timeoutMs, tries: limits.tries });
  if (limits.servers) resolver.setServers([...limits.servers]);
  const asked = new Map<string, Promise<unknown>>();
  const timedOut = new Set<string>();
  const waiting: (() => void)[] = [];
  let inFlight = 0;
  let expired = false;
  const budget = setTimeout(() => {
    expired = true;
    resolver.cancel();
    for (const start of waiting.splice(0)) start();
  }, limits.budgetMs);
  budget.unref();

  async function slot<T>(run: () => Promise<T>): Promise<T> {
    if (inFlight >= limits.concurrency) await new Promise<void>((start) => waiting.push(start));
    inFlight++;
    try {
      if (expired) throw Object.assign(new Error('the check ran out of time'), { code: 'ECANCELLED' });
      return await run();
    } finally {
      inFlight--;
      waiting.shift()?.();
    }
  }

  /** Why this name or address is not asked at all (a reserved one, through the system's resolvers). */
  const refusal = (nameOrIp: string) => (limits.servers ? null : reservedNameProblem(nameOrIp));

  function ask<T>(type: LookupType, name: string, run: () => Promise<T>, about = name): Promise<T> {
    const query = `${type} ${name}`;
    let answer = asked.get(query) as Promise<T> | undefined;
    if (!answer) {
      const refused = refusal(about);
      answer = refused
        ? Promise.reject(Object.assign(new Error(refused), { code: 'ERESERVED' }))
        : slot(run).catch((err: LookupError) => {
            if (err.code && timeoutCodes.has(err.code)) timedOut.add(query);
            throw err;
          });
      asked.set(query, answer);
    }
    return answer;
  }

  return {
    /** As `dns.promises.resolve(name, type)`: TXT as string arrays per record, MX as objects. */
    resolve: (name: string, type: LookupType): Promise<unknown[]> => {
      const bare = name.replace(/\.$/, '').toLowerCase();
      return ask(type, bare, () => resolver.resolve(bare, type) as Promise<unknown[]>);
    },
    /**
     * PTR names of an IP address. Asked as a PTR query, not `resolver.reverse`: that one answers
     * ENOTFOUND for a SERVFAIL too, and a failing reverse zone would read as a missing PTR.
     */
    reverse: (ip: string) => {
      const name = ptrName(ip);
      return ask('PTR', name, () => resolver.resolve(name, 'PTR'), ip);
    },
    refusal,
    timedOut: () => [...timedOut],
    close: () => {
      clearTimeout(budget);
      resolver.cancel();
    },
  };
}

export type Lookups = ReturnType<typeof createLookups>;
