import { describe, expect, it } from 'vitest';
import { addressProblem, embeddedIpv4, hostProblem } from './ssrf-guard';

describe('the webhook address guard', () => {
  it.each([
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'metadata'],
    ['100.64.0.1', 'shared'],
    ['0.0.0.0', 'this network'],
    ['fe80::1', 'link-local'],
    ['fd00::1', 'unique local'],
    ['fec0::1', 'site-local'],
    ['::', 'unspecified'],
    ['::ffff:10.0.0.1', 'IPv4-mapped'],
    ['::ffff:a00:1', 'IPv4-mapped, hex (as URLs write it)'],
    ['::10.0.0.1', 'IPv4-compatible (::/96)'],
    ['::a9fe:a9fe', 'IPv4-compatible metadata, hex'],
    ['::ffff:0:10.0.0.1', 'IPv4-translated (::ffff:0:0/96)'],
    ['::ffff:0:a9fe:a9fe', 'IPv4-translated metadata, hex'],
    ['64:ff9b::169.254.169.254', 'NAT64 metadata'],
    ['64:ff9b::a00:1', 'NAT64 private, hex'],
    ['64:ff9b:1::1', 'local-use NAT64'],
    ['2002:a00:1::1', '6to4 of 10.0.0.1'],
    ['2002:a9fe:a9fe::', '6to4 of the metadata address'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'Teredo'],
    ['2001:db8::1', 'documentation'],
    ['3fff::1', 'documentation (RFC 9637)'],
    ['5f00::1', 'SRv6 SID (RFC 9602)'],
    ['2001:2::1', 'benchmarking'],
    ['ff02::1', 'multicast'],
  ])('refuses %s (%s)', (ip) => expect(addressProblem(ip, true)).toMatch(/refused/));

  it.each(['::ffff:127.0.0.1', '::ffff:7f00:1', '127.9.9.9', '::1'])(
    'treats %s as loopback: refused unless allowed',
    (ip) => {
      expect(addressProblem(ip, false)).toMatch(/loopback/);
      expect(addressProblem(ip, true)).toBeNull();
    },
  );

  it.each(['::127.0.0.1', '::ffff:0:127.0.0.1', '64:ff9b::127.0.0.1', '2002:7f00:1::1'])(
    'refuses %s, a loopback address only a translator elsewhere reaches, in every mode',
    (ip) => {
      expect(addressProblem(ip, false)).toMatch(/behind a translator/);
      expect(addressProblem(ip, true)).toMatch(/behind a translator/);
    },
  );

  it.each([
    '93.184.216.34',
    '2606:2800:220:1:248:1893:25c8:1946',
    '::ffff:93.184.216.34',
    '64:ff9b::5db8:d822',
    '2002:5db8:d822::1',
  ])('lets the public address %s through', (ip) => expect(addressProblem(ip, false)).toBeNull());

  it('finds the IPv4 address inside each embedding form', () => {
    expect(embeddedIpv4('::ffff:a9fe:a9fe')).toBe('169.254.169.254');
    expect(embeddedIpv4('::ffff:0:a9fe:a9fe')).toBe('169.254.169.254');
    expect(embeddedIpv4('64:ff9b::a9fe:a9fe')).toBe('169.254.169.254');
    expect(embeddedIpv4('2002:a9fe:a9fe:1::')).toBe('169.254.169.254');
    expect(embeddedIpv4('::a9fe:a9fe')).toBe('169.254.169.254');
    expect(embeddedIpv4('2606:2800::1')).toBeNull();
  });

  it('checks hosts without a DNS lookup at creation: IP literals and local network names', () => {
    expect(hostProblem('[::ffff:a00:5]', false)).toMatch(/refused/);
    expect(hostProblem('10.0.0.5', false)).toMatch(/refused/);
    expect(hostProblem('metadata.google.internal', false)).toMatch(/local network/);
    expect(hostProblem('printer.local', false)).toMatch(/local network/);
    expect(hostProblem('localhost', false)).toMatch(/local network/);
    expect(hostProblem('localhost', true)).toBeNull();
    expect(hostProblem('hooks.example.com', false)).toBeNull();
  });
});
