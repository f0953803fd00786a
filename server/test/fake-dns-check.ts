import type { DnsCheck, DnsCheckInput, RecordFinding } from '../services/domains/dns-check/types';

/**
 * A stand-in for the DNS check engine in service tests: "DNS" is a map the test publishes records
 * into (name → values), compared whole. The engine itself is tested against a real DNS server.
 */
export function fakeDnsCheck() {
  const published = new Map<string, string[]>();
  const failing = new Set<string>();
  const listed = new Map<string, string>();
  const asked: DnsCheckInput[] = [];
  const check: DnsCheck = async (input) => {
    asked.push(input);
    const startedAt = new Date();
    const records = input.expected.map((e): RecordFinding => {
      const base = { kind: e.kind, ...(e.selector ? { selector: e.selector } : {}) };
      if (failing.has(e.fqdn))
        return {
          ...base,
          status: 'error',
          found: [],
          problem: `could not check: ${e.type} ${e.fqdn} timed out`,
        };
      const found = published.get(e.fqdn) ?? [];
      if (!found.length)
        return { ...base, status: 'missing', found, problem: `no ${e.type} record at ${e.fqdn}` };
      if (found.includes(e.value)) return { ...base, status: 'verified', found, problem: null };
      return { ...base, status: 'mismatch', found, problem: `expected ${e.value}` };
    });
    return {
      records,
      reverseDns: input.sendingIps.map((ip) => ({
        ip,
        status: 'verified' as const,
        ptr: `mta.relaydesk.test`,
        problem: null,
      })),
      blocklists: input.dnsbl.flatMap((zone) =>
        (zone.lists === 'ip' ? input.sendingIps : [input.domain]).map((target) => {
          const code = listed.get(`${zone.zone}:${target}`);
          return {
            zone: zone.zone,
            list: zone.list,
            target,
            status: code ? ('listed' as const) : ('clear' as const),
            code: code ?? null,
            delist_url: zone.delistUrl,
            problem: null,
          };
        }),
      ),
      dmarc: null,
      timedOut: [...failing].map((name) => `TXT ${name}`),
      startedAt,
      finishedAt: new Date(),
    };
  };
  return {
    check,
    asked,
    /** Publishes `values` at `fqdn` (replacing what was there); no values removes the name. */
    publish: (fqdn: string, ...values: string[]) => published.set(fqdn, values),
    fail: (fqdn: string) => failing.add(fqdn),
    heal: (fqdn: string) => failing.delete(fqdn),
    list: (zone: string, target: string, code: string | null) =>
      code ? listed.set(`${zone}:${target}`, code) : listed.delete(`${zone}:${target}`),
  };
}
