import { describe, expect, it } from 'vitest';
import { maxNormalisedReplyLength, normaliseSmtpReply } from './normalise-reply';

describe('normaliseSmtpReply', () => {
  it('groups one refusal told about different recipients, IPs and servers', () => {
    const a = normaliseSmtpReply(
      '550 5.7.1 Service unavailable, Client host [192.0.2.44] blocked using Spamhaus. To request removal see https://www.spamhaus.org/query/ip/192.0.2.44 (AS3130). [AM5EUR02FT011.eop-EUR02.prod.protection.outlook.com]',
    );
    const b = normaliseSmtpReply(
      '550 5.7.1 Service unavailable, Client host [198.51.100.7] blocked using Spamhaus. To request removal see https://www.spamhaus.org/query/ip/198.51.100.7 (AS3130). [DB8EUR05FT042.eop-eur05.prod.protection.outlook.com]',
    );
    expect(a).toBe(b);
    expect(a).toBe(
      '550 5.7.1 Service unavailable, Client host [<ip>] blocked using Spamhaus. To request removal see https://www.spamhaus.org/query/ip/<ip> (<id>). [<id>]',
    );
  });

  it('masks addresses, with or without angle brackets, and keeps the words around them', () => {
    expect(normaliseSmtpReply('554 5.7.1 <ann@example.com>: Relay access denied')).toBe(
      '554 5.7.1 <address>: Relay access denied',
    );
    expect(normaliseSmtpReply('550 5.1.1 bob.smith+tag@mail.example.org: user unknown')).toBe(
      '550 5.1.1 <address>: user unknown',
    );
  });

  it('masks Gmail trace ids, UUIDs, hashes, queue ids and long numbers', () => {
    expect(
      normaliseSmtpReply(
        '550-5.1.1 Not there. https://support.google.com/mail/?p=NoSuchUser d9443c01a7336-2169f4a8c54si1099855ad.253 - gsmtp',
      ),
    ).toBe('550-5.1.1 Not there. https://support.google.com/mail/?p=NoSuchUser <id> - gsmtp');
    expect(
      normaliseSmtpReply(
        '550 5.7.1 Message 3f2b9c1e-1111-4222-8333-123456789abc hash 9f86d081884c7d659a2feaa0c55ad015 id=12345678 queue 4F2A1C3B9D',
      ),
    ).toBe('550 5.7.1 Message <id> hash <hash> id=<id> queue <id>');
  });

  it('masks IPv6 addresses and times without reading a time as an address', () => {
    expect(
      normaliseSmtpReply(
        '451 4.7.1 Greylisted at 12:30:45 from 2001:db8::1 and [2001:db8:85a3:0:0:8a2e:370:7334]',
      ),
    ).toBe('451 4.7.1 Greylisted at <time> from <ip> and [<ip>]');
  });

  it('keeps reply codes, enhanced codes and the short codes a reply names on purpose', () => {
    const reply = '553 5.7.1 [BL21] Connections not accepted; see http://postmaster.yahoo.com/550-bl23.html';
    expect(normaliseSmtpReply(reply)).toBe(reply);
    expect(normaliseSmtpReply('550 5.7.606 Access denied, banned sending IP (S3150)')).toBe(
      '550 5.7.606 Access denied, banned sending IP (S3150)',
    );
    expect(normaliseSmtpReply('554 30 Sorry, mailbox disabled (554.30). RFC 5322 [#4.16.1]')).toBe(
      '554 30 Sorry, mailbox disabled (554.30). RFC 5322 [#4.16.1]',
    );
  });

  it('collapses whitespace and bounds the length', () => {
    expect(normaliseSmtpReply('  421  4.4.2\n  Connection\ttimed out ')).toBe(
      '421 4.4.2 Connection timed out',
    );
    const long = normaliseSmtpReply(`550 ${'word '.repeat(500)}`);
    expect(long.length).toBe(maxNormalisedReplyLength);
    expect(long.endsWith('…')).toBe(true);
  });
});
