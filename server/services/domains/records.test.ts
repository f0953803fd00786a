import { createPublicKey } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../config';
import { dkimRecordValue, newDkimKeyPair, nextSelector } from './dkim-key';
import { recordsToPublish } from './records';
import { reservedNameProblem } from './reserved-names';
import { txtStrings } from './txt-strings';

describe('TXT values as DNS strings', () => {
  it('splits a value over 255 characters into strings of at most 255, in order, that join back to it', () => {
    const value = 'a'.repeat(255) + 'b'.repeat(255) + 'c'.repeat(90);
    expect(txtStrings(value)).toEqual(['a'.repeat(255), 'b'.repeat(255), 'c'.repeat(90)]);
    expect(txtStrings('x'.repeat(255))).toEqual(['x'.repeat(255)]);
    expect(txtStrings('x'.repeat(256))).toEqual(['x'.repeat(255), 'x']);
    expect(txtStrings('v=spf1 -all')).toEqual(['v=spf1 -all']);
  });
});

describe('DKIM keys', () => {
  it('publishes an RSA-2048 public key whole, split into strings a provider accepts', async () => {
    const pair = await newDkimKeyPair();
    const value = dkimRecordValue(pair.publicKey);
    const p = /^v=DKIM1; k=rsa; p=([A-Za-z0-9+/=]+)$/.exec(value)![1]!;
    const key = createPublicKey({ key: Buffer.from(p, 'base64'), format: 'der', type: 'spki' });
    expect(key.asymmetricKeyType).toBe('rsa');
    expect(key.asymmetricKeyDetails?.modulusLength).toBe(2048);
    expect(value.length).toBeGreaterThan(255);
    const strings = txtStrings(value);
    expect(strings.length).toBe(2);
    expect(strings.every((s) => s.length <= 255)).toBe(true);
    expect(strings.join('')).toBe(value);
    expect(value).not.toContain('PRIVATE');
  });

  it('names selectors rd1, rd2… after the highest a domain ever had', () => {
    expect(nextSelector([])).toBe('rd1');
    expect(nextSelector(['rd1'])).toBe('rd2');
    expect(nextSelector(['rd3', 'rd1', 'legacy'])).toBe('rd4');
  });
});

describe('records to publish', () => {
  it('gives each record relative and absolute host, type and value, as a DNS provider form wants them', () => {
    const config = testConfig({
      SPF_INCLUDE: 'spf.relaydesk.test',
      RETURN_PATH_HOST: 'bounces.relaydesk.test',
    });
    const created = new Date('2026-11-01T00:00:00Z');
    const records = recordsToPublish({ name: 'mail.example.test', created_at: created }, config, [
      { selector: 'rd2', role: 'next', public_key: 'NEXTKEY', created_at: new Date('2026-11-05T00:00:00Z') },
      { selector: 'rd1', role: 'active', public_key: 'KEY', created_at: created },
    ]);
    expect(
      records.map(({ kind, selector, host, fqdn, type, value, required }) => ({
        kind,
        selector,
        host,
        fqdn,
        type,
        value,
        required,
      })),
    ).toEqual([
      {
        kind: 'spf',
        selector: undefined,
        host: '@',
        fqdn: 'mail.example.test',
        type: 'TXT',
        value: 'v=spf1 include:spf.relaydesk.test ~all',
        required: true,
      },
      {
        kind: 'dkim',
        selector: 'rd1',
        host: 'rd1._domainkey',
        fqdn: 'rd1._domainkey.mail.example.test',
        type: 'TXT',
        value: 'v=DKIM1; k=rsa; p=KEY',
        required: true,
      },
      {
        kind: 'dkim',
        selector: 'rd2',
        host: 'rd2._domainkey',
        fqdn: 'rd2._domainkey.mail.example.test',
        type: 'TXT',
        value: 'v=DKIM1; k=rsa; p=NEXTKEY',
        required: true,
      },
      {
        kind: 'return_path',
        selector: undefined,
        host: 'rd-bounces',
        fqdn: 'rd-bounces.mail.example.test',
        type: 'CNAME',
        value: 'bounces.relaydesk.test',
        required: true,
      },
      {
        kind: 'dmarc',
        selector: undefined,
        host: '_dmarc',
        fqdn: '_dmarc.mail.example.test',
        type: 'TXT',
        value: 'v=DMARC1; p=none; rua=mailto:dmarc-reports@relaydesk.test',
        required: false,
      },
    ]);
    // A key published after the domain was added is asked for since then (its own 48 hours).
    expect(records[2]!.addedAt).toEqual(new Date('2026-11-05T00:00:00Z'));
    expect(records.find((r) => r.kind === 'return_path')!.strings).toBeUndefined();
  });
});

describe('reserved names', () => {
  it('are never asked of the system resolver, and always of configured DNS servers', () => {
    for (const name of ['a.test', 'mail.example', 'x.invalid', 'b.localhost'])
      expect(reservedNameProblem(name, [])).toMatch(/^could not check: .*reserved.*RFC 6761/);
    expect(reservedNameProblem('mail.example.com', [])).toBeNull();
    expect(reservedNameProblem('testing.com', [])).toBeNull();
    expect(reservedNameProblem('a.test', ['127.0.0.1:5353'])).toBeNull();
  });
});
