import { Resolver } from 'node:dns/promises';
import { expect, it } from 'vitest';
import { startDnsFixtureServer } from './dns-fixture-server';

const ask = (server: string, name: string) => {
  const resolver = new Resolver({ timeout: 500, tries: 1 });
  resolver.setServers([server]);
  return resolver.resolveTxt(name);
};
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

it('serves its records, republishes on the same port, and stops its dnsmasq by PID', async () => {
  const dns = await startDnsFixtureServer({
    records: [{ type: 'TXT', name: 'a.harness.test', strings: ['one'] }],
  });
  const first = dns.pid()!;
  try {
    expect(await ask(dns.server, 'a.harness.test')).toEqual([['one']]);
    await expect(ask(dns.server, 'unknown.harness.test')).rejects.toMatchObject({ code: 'ENOTFOUND' });

    await dns.update({ records: [{ type: 'TXT', name: 'a.harness.test', strings: ['two', 'strings'] }] });
    expect(alive(first)).toBe(false);
    expect(await ask(dns.server, 'a.harness.test')).toEqual([['two', 'strings']]);
  } finally {
    await dns.stop();
  }
  expect(dns.pid()).toBeUndefined();
  await expect(ask(dns.server, 'a.harness.test')).rejects.toMatchObject({
    code: expect.stringMatching(/ECONNREFUSED|ETIMEOUT/),
  });
});

it('refuses a TXT string over 255 characters rather than serve something else', async () => {
  await expect(
    startDnsFixtureServer({
      records: [{ type: 'TXT', name: 'long.harness.test', strings: ['x'.repeat(256)] }],
    }),
  ).rejects.toThrow(/at most 255 characters \(256\): split it/);
});
