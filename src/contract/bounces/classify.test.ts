import { describe, expect, it } from 'vitest';
import { bounceClasses, bounceClassificationSchema, bounceClassSide } from './classes';
import { classifySmtpReply } from './classify';
import { maxReplyLength } from './parse-reply';
import { smtpReplyFixtures } from './replies.fixture';

describe('classifySmtpReply on real replies', () => {
  it('has a table of at least 150 replies covering every class, deferrals, rejections and multi-line replies', () => {
    expect(smtpReplyFixtures.length).toBeGreaterThanOrEqual(150);
    for (const cls of bounceClasses) {
      expect(smtpReplyFixtures.filter((f) => f.class === cls).length, cls).toBeGreaterThanOrEqual(5);
    }
    const sources = new Set(smtpReplyFixtures.map((f) => f.source.replace(/ \(.*\)$/, '')));
    expect(sources.size).toBeGreaterThanOrEqual(40);
    expect(
      smtpReplyFixtures.filter((f) => /^[45]\d\d-/m.test(f.reply) && f.reply.includes('\n')).length,
    ).toBeGreaterThanOrEqual(10);
    expect(smtpReplyFixtures.filter((f) => /^4\d\d/.test(f.reply)).length).toBeGreaterThanOrEqual(30);
    expect(smtpReplyFixtures.filter((f) => /^5\d\d/.test(f.reply)).length).toBeGreaterThanOrEqual(100);
  });

  it.each(
    smtpReplyFixtures.map((f) => [`${f.source}: ${f.reply.slice(0, 70).replace(/\n/g, ' ')}`, f] as const),
  )('%s', (_, fixture) => {
    const result = classifySmtpReply(fixture.reply, fixture.hints);
    expect(result.class).toBe(fixture.class);
    expect(result.side).toBe(bounceClassSide[fixture.class]);
    expect(result.blocklist).toBe(fixture.blocklist ?? null);
    if (fixture.code !== undefined) expect(result.code).toBe(fixture.code);
    if (fixture.enhanced !== undefined) expect(result.enhanced).toBe(fixture.enhanced);
    expect(bounceClassificationSchema.parse(result)).toEqual(result);
    expect(result.explanation).toMatch(/^[^\n]{10,140}$/);
    expect(result.action).toMatch(/^[^\n]{10,140}$/);
  });
});

describe('classifySmtpReply rules', () => {
  it('puts each class on its side', () => {
    expect(bounceClassSide).toEqual({
      invalid_recipient: 'recipient',
      mailbox_unavailable: 'recipient',
      reputation: 'sender',
      authentication: 'sender',
      content: 'sender',
      rate_limited: 'sender',
      policy: 'sender',
      temporary: 'temporary',
      unknown: 'unknown',
    });
  });

  it('lets the reason a throttle names decide its class', () => {
    const throttled = (reason: string) => classifySmtpReply(`451 4.7.1 Rate limited ${reason}`).class;
    expect(throttled('due to IP reputation')).toBe('reputation');
    expect(throttled('because there is no DMARC alignment')).toBe('authentication');
    expect(throttled('because the sending IP is listed on bl.spamcop.net')).toBe('reputation');
    expect(throttled('because the message looks like spam')).toBe('content');
    expect(throttled('for sending too many messages')).toBe('rate_limited');
  });

  it("calls the sender's own quota the sender's, never a full mailbox", () => {
    const read = (reply: string) => classifySmtpReply(reply);
    for (const reply of [
      '550-5.4.5 Daily user sending quota exceeded. https://support.google.com/mail/?p=ReachedSendingLimit',
      '554 5.2.0 STOREDRV.Submission.Exception:SubmissionQuotaExceededException; Failed to process message due to a permanent exception with message Cannot submit message.',
      '550 5.2.2 Sorry, your send quota has been exceeded',
      '550 5.7.1 Sender quota exceeded',
      '550 5.2.2 user quota exceeded for outgoing mail',
      '452 4.5.3 Your message has too many recipients',
    ]) {
      expect(read(reply), reply).toMatchObject({ class: 'rate_limited', side: 'sender' });
    }
    // The recipient's own quota is still the recipient's.
    expect(read('552 5.2.2 Mailbox quota exceeded').class).toBe('mailbox_unavailable');
    expect(read('452 4.2.2 The email account that you tried to reach is over quota').class).toBe(
      'mailbox_unavailable',
    );
  });

  it('calls bare CR or LF line endings the message, whatever code comes with them', () => {
    for (const reply of [
      '550 5.6.2 Message contains bare CR/LF characters',
      '554 5.6.11 SMTPUTF8 message contains bare <CR> characters',
      '553 5.6.0 Bare carriage return (CR) not allowed',
      '521 5.5.2 Error: bare <CR><LF> received',
      '550 5.5.2 Error: bare <LF> received',
      '550 5.1.0 Message rejected: bare CR',
      '550 5.7.1 Message contains bare CR',
      '550 Rejected: Message contains invalid line endings (bare CR)',
      '550 5.6.11 SMTPSEND.BareLinefeedsAreIllegal; message contains bare linefeeds',
    ]) {
      expect(classifySmtpReply(reply), reply).toMatchObject({ class: 'content', side: 'sender' });
    }
  });

  it("never puts a reply the rules are unsure of on the recipient's side", () => {
    // RFC 5321's bare words match only a weak rule: unknown, so nothing suppresses on a guess.
    for (const reply of [
      '550 Requested action not taken: mailbox unavailable',
      '550 Mailbox unavailable or access denied',
      '550 Address rejected',
      '550 Recipient rejected',
    ]) {
      expect(classifySmtpReply(reply, { outcome: 'rejection' }), reply).toMatchObject({
        class: 'unknown',
        side: 'unknown',
      });
    }
    // A named reason or a precise code still decides.
    expect(classifySmtpReply('550 5.1.1 Recipient address rejected: mailbox unavailable').side).toBe(
      'recipient',
    );
    expect(classifySmtpReply('550 Recipient address rejected: User unknown').side).toBe('recipient');
  });

  it('believes the words over the codes when they disagree', () => {
    expect(classifySmtpReply('550 5.7.1 No such user!').class).toBe('invalid_recipient');
    expect(classifySmtpReply('550 5.1.1 Mailbox full').class).toBe('mailbox_unavailable');
    expect(classifySmtpReply('550 5.1.1 Message rejected due to DMARC policy').class).toBe('authentication');
    expect(classifySmtpReply('421 4.7.0 TLS required for this domain').class).toBe('policy');
  });

  it('reads the enhanced code (RFC 3463) when the words say nothing', () => {
    const read = (code: string) =>
      classifySmtpReply(`${code.startsWith('4') ? 451 : 550} ${code} Requested action aborted`).class;
    expect(read('5.1.1')).toBe('invalid_recipient');
    expect(read('5.1.2')).toBe('invalid_recipient');
    expect(read('5.1.8')).toBe('policy');
    expect(read('5.2.1')).toBe('mailbox_unavailable');
    expect(read('5.2.2')).toBe('mailbox_unavailable');
    expect(read('5.3.4')).toBe('content');
    expect(read('5.4.7')).toBe('temporary');
    expect(read('5.5.3')).toBe('rate_limited');
    expect(read('5.6.0')).toBe('content');
    expect(read('5.7.1')).toBe('policy');
    expect(read('5.7.23')).toBe('authentication');
    expect(read('5.7.25')).toBe('authentication');
    expect(read('5.7.606')).toBe('reputation');
    expect(read('4.7.650')).toBe('reputation');
    expect(read('4.7.1')).toBe('temporary');
    expect(read('5.0.0')).toBe('unknown');
  });

  it('calls a deferral with no reason temporary and a rejection with no reason unknown', () => {
    expect(classifySmtpReply('451 Requested action aborted')).toMatchObject({
      class: 'temporary',
      side: 'temporary',
    });
    expect(classifySmtpReply('554 Requested action aborted')).toMatchObject({
      class: 'unknown',
      side: 'unknown',
    });
    expect(classifySmtpReply('Requested action aborted').class).toBe('unknown');
    expect(classifySmtpReply('Requested action aborted', { outcome: 'deferral' }).class).toBe('temporary');
    // Told it was final: the 4xx the sender gave up on still said the condition would pass.
    expect(classifySmtpReply('421 Requested action aborted', { outcome: 'rejection' }).class).toBe(
      'temporary',
    );
    expect(classifySmtpReply('550 Requested action aborted', { outcome: 'deferral' }).class).toBe(
      'temporary',
    );
  });

  it('reads the codes from the reply, and takes the hints when given', () => {
    expect(classifySmtpReply('smtp; 550-5.7.26 This mail is unauthenticated')).toMatchObject({
      code: 550,
      enhanced: '5.7.26',
    });
    expect(classifySmtpReply('Gave up after 3 attempts: 421 4.4.2 Connection timed out')).toMatchObject({
      code: 421,
      enhanced: '4.4.2',
      class: 'temporary',
    });
    // IP addresses, versions and Yahoo's internal numbers are not enhanced codes.
    expect(classifySmtpReply('421 Messages from 4.5.3.2 deferred - 4.16.55.1').enhanced).toBeNull();
    expect(classifySmtpReply('User unknown', { code: 550, enhanced: '5.1.1' })).toMatchObject({
      code: 550,
      enhanced: '5.1.1',
      class: 'invalid_recipient',
    });
    expect(classifySmtpReply('550 5.1.1 User unknown', { code: 9999, enhanced: 'x.y' })).toMatchObject({
      code: 550,
      enhanced: '5.1.1',
    });
    expect(classifySmtpReply('')).toMatchObject({
      class: 'unknown',
      code: null,
      enhanced: null,
      blocklist: null,
    });
    // Pasted from an HTML bounce: no-break spaces and line breaks between the words.
    expect(
      classifySmtpReply('554 Delivery error: User\u00a0unknown in local\r\n recipient\ttable').class,
    ).toBe('invalid_recipient');
  });

  it('names the blocklist only when it is a reason', () => {
    expect(
      classifySmtpReply('554 5.7.1 Client host [192.0.2.1] blocked using zen.spamhaus.org').blocklist,
    ).toBe('Spamhaus ZEN');
    expect(classifySmtpReply('550 5.7.1 Rejected: 192.0.2.1 listed at dnsbl.example.org').blocklist).toBe(
      'dnsbl.example.org',
    );
    // A recipient's reply mentioning a vendor's name is not a listing.
    expect(classifySmtpReply('550 5.1.1 User unknown (barracuda)').blocklist).toBeNull();
  });

  it('explains in one line and suggests one action', () => {
    const result = classifySmtpReply('552 5.2.2 Mailbox full');
    expect(result.explanation).toBe("The recipient's mailbox is full.");
    expect(result.action).not.toBe('');
    const listed = classifySmtpReply('554 5.7.1 Client host [192.0.2.1] blocked using bl.spamcop.net');
    expect(listed.explanation).toContain('SpamCop');
    expect(listed.action).toContain('SpamCop');
  });

  it('reads a reply up to maxReplyLength, so a pasted novel costs no more than a reply', () => {
    // Near-misses for many rules at once: the test's own timeout catches runaway backtracking.
    expect(classifySmtpReply(`550 ${'user user@ spam sender rate limit '.repeat(30_000)}`).class).toBe(
      'reputation',
    );
    expect(classifySmtpReply(`550 ${'x '.repeat(maxReplyLength)} user unknown`).class).toBe('unknown');
  });
});
