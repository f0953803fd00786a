import type { ServiceContext } from '../../context';
import type { DnsblZone, DnsCheck, DnsCheckResult } from './dns-check/types';
import { configuredDnsCheck } from './configured-dns-check';
import type { PublishedRecord } from './records';
import { reservedNameProblem } from './reserved-names';

/** What a domain check is given beside the service context (tests pass their own engine). */
export interface DomainCheckDeps {
  /** The DNS check; unset, the built-in engine on `DNS_SERVERS`. */
  dnsCheck?: DnsCheck;
  /** The blocklists each check asks; unset, `DNSBL_ZONES`'. */
  dnsblZones?: readonly DnsblZone[];
}

/** A check's findings, or why there are none ("could not check: …"); nothing here throws. */
export type DnsCheckOutcome = { result: DnsCheckResult } | { refused: string };

/**
 * Asks DNS about `name`'s records through the engine in the context (tests pass one against their DNS
 * server) or the built-in one. A reserved name through the system's resolver is never asked.
 */
export async function runDnsCheck(
  ctx: ServiceContext & DomainCheckDeps,
  name: string,
  records: readonly PublishedRecord[],
): Promise<DnsCheckOutcome> {
  const reserved = reservedNameProblem(name, ctx.config.DNS_SERVERS);
  if (reserved) return { refused: reserved };
  try {
    const configured = () => configuredDnsCheck(ctx.config);
    const check = ctx.dnsCheck ?? configured().check;
    const result = await check({
      domain: name,
      expected: records.map(({ kind, selector, fqdn, type, value }) => ({
        kind,
        ...(selector ? { selector } : {}),
        fqdn,
        type,
        value,
      })),
      spfInclude: ctx.config.SPF_INCLUDE,
      sendingIps: ctx.config.SENDING_IPS,
      dnsbl: ctx.dnsblZones ?? configured().dnsbl,
    });
    return { result };
  } catch (error) {
    return { refused: `could not check: ${error instanceof Error ? error.message : String(error)}` };
  }
}
