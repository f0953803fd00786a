import type { DnsCheck } from './dns-check/types';

/** The engine's module, named at run time: the service builds and type-checks before it is merged. */
const engineModule = './dns-check/check-domain';

export const noCheckerProblem = 'could not check: no DNS checker configured';

let loaded: Promise<DnsCheck | null> | undefined;

/**
 * The DNS check engine (`checkDomainDns` of dns-check/check-domain.ts), loaded on the first check.
 * Null when this build has none: the check then reports every record as "could not check".
 */
export function loadDnsCheck(): Promise<DnsCheck | null> {
  loaded ??= import(/* @vite-ignore */ engineModule).then(
    (mod: { checkDomainDns?: unknown }) =>
      typeof mod.checkDomainDns === 'function' ? (mod.checkDomainDns as DnsCheck) : null,
    (error: unknown) => {
      // Only the engine's own absence means "none"; a broken engine is an error the check reports.
      if (isMissing(error)) return null;
      throw error;
    },
  );
  return loaded;
}

const isMissing = (error: unknown) =>
  error instanceof Error &&
  (error as { code?: string }).code === 'ERR_MODULE_NOT_FOUND' &&
  error.message.includes('check-domain');
