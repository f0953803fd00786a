import { describe, expect, it } from 'vitest';
import { bounceClassSide, classWords, type BounceClass } from '@/contract';
import { domainFix } from './failure-story';

const c = (cls: BounceClass, blocklist: string | null = null) => ({
  class: cls,
  side: bounceClassSide[cls],
  code: 550,
  enhanced: null,
  blocklist,
  ...classWords[cls],
});

describe('domainFix: what a sender-side failure asks of the sending domain’s DNS', () => {
  it('points an authentication failure at the one record its reply names', () => {
    expect(domainFix(c('authentication'), '550 5.7.1 DKIM signature did not verify')).toEqual({
      record: 'dkim',
    });
    expect(domainFix(c('authentication'), '550 5.7.23 SPF validation failed')).toEqual({ record: 'spf' });
    expect(domainFix(c('authentication'), '550 5.7.1 Rejected per DMARC policy')).toEqual({
      record: 'dmarc',
    });
  });

  it('marks none when the reply names none, or several (the page shows them all)', () => {
    expect(domainFix(c('authentication'), '550 5.7.26 Unauthenticated email')).toEqual({ record: null });
    expect(domainFix(c('authentication'), '550 5.7.26 must pass either SPF or DKIM')).toEqual({
      record: null,
    });
  });

  it('points a reputation failure at the blocklists only when it names one; anything else at nothing', () => {
    expect(domainFix(c('reputation', 'Spamhaus ZEN'), '554 listed')).toEqual({ section: 'blocklists' });
    expect(domainFix(c('reputation'), '554 poor reputation')).toBeNull();
    expect(domainFix(c('invalid_recipient'), '550 5.1.1 DKIM')).toBeNull();
    expect(domainFix(null, '550 DKIM')).toBeNull();
  });
});
