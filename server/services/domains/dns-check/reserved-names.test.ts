import { Resolver } from 'node:dns/promises';
import { afterEach, expect, it, vi } from 'vitest';
import { expectedRecords, world } from '../../../test/dns/sender-world';
import { createDnsCheck } from './check-domain';
import { knownDnsblZones } from './dnsbl-zones';

afterEach(() => vi.restoreAllMocks());

/** Without DNS_SERVERS the system's resolvers would carry these names out: none may leave. */
it.each(['shop.test', 'mail.example', 'x.invalid', 'app.localhost'])(
  'through the system resolvers, %s is refused at once with the reason, no query asked',
  async (domain) => {
    const asked = vi.spyOn(Resolver.prototype, 'resolve');
    const started = performance.now();
    const result = await createDnsCheck({ servers: null })({
      domain,
      expected: expectedRecords(domain, 'AAAA'),
      spfInclude: world.spfInclude,
      sendingIps: ['192.0.2.10', '2001:db8::25'],
      dnsbl: knownDnsblZones,
    });
    expect(performance.now() - started).toBeLessThan(500);
    expect(asked).not.toHaveBeenCalled();
    for (const record of result.records) {
      expect(record.status).toBe('error');
      expect(record.problem).toMatch(
        /is a reserved name \(RFC 6761\): not looked up through the system's resolvers/,
      );
    }
    expect(result.reverseDns.map((r) => [r.status, r.problem])).toEqual([
      ['error', expect.stringMatching(/192\.0\.2\.10 is a documentation, private or loopback address/)],
      ['error', expect.stringMatching(/2001:db8::25 is a documentation/)],
    ]);
    expect(result.blocklists).toHaveLength(3 * 2 + 1);
    expect(result.blocklists.every((b) => b.status === 'error' && /could not check/.test(b.problem!))).toBe(
      true,
    );
    expect(result.timedOut).toEqual([]);
  },
);
