import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseSmtpReply } from '../parse-reply';
import { smtpReplyFixtures } from '../replies.fixture';
import { alternativesOf, anchorsOf } from './anchors';
import { firstMatch } from './first-match';
import { namedReasonRules } from './order';
import { weakRules } from './weak';

const allRules = [...namedReasonRules, ...weakRules];
const find = (text: string) => namedReasonRules.find((rule) => rule.pattern.test(text));

describe('anchorsOf', () => {
  it('finds a literal every match contains', () => {
    expect(anchorsOf('user unknown')).toEqual(['user unknown']);
    expect(anchorsOf('no such (user|mailbox)')).toEqual(['no such ']);
    expect(anchorsOf('(user|recipient) (is )?unknown')).toEqual(['unknown']);
    expect(anchorsOf('(blocked|banned) using')).toEqual([' using']);
    expect(anchorsOf('mailbox (full|disabled)|over ?quota')).toEqual(['mailbox ', 'quota']);
    expect(anchorsOf('(?<!not )listed (in|on)')).toEqual(['listed ']);
    expect(anchorsOf('\\bptr\\b|reverse dns')).toEqual(['ptr', 'reverse dns']);
    expect(anchorsOf('ipbl\\d{4}|\\((rtr:)?bl\\)')).toEqual(['ipbl', 'bl)']);
  });

  it('answers null when some match needs no literal, or the syntax is unknown to it', () => {
    expect(anchorsOf('(spam)?ok')).toBeNull();
    expect(anchorsOf('user .{0,20} unknown|x')).toBeNull();
    expect(anchorsOf('\\p{L}+')).toBeNull();
    expect(anchorsOf('(unclosed')).toBeNull();
  });

  it('gives every rule alternative an anchor, so the scan can skip it', () => {
    for (const rule of allRules) {
      for (const alternative of alternativesOf(rule.pattern.source)) {
        expect(anchorsOf(alternative), alternative).not.toBeNull();
      }
    }
  });
});

describe('the rule tables', () => {
  it('are written for the normalized reply: lower case, no flags, no unbounded gaps, no conditions in the ordered list', () => {
    for (const rule of allRules) {
      const source = rule.pattern.source;
      expect(rule.pattern.flags, source).toBe('');
      expect(source.replace(/\\[a-zA-Z]/g, ''), source).not.toMatch(/[A-Z]/);
      // Free text is never scanned by an unbounded or nested repetition.
      expect(source, source).not.toMatch(/\.[*+]|\)[*+]|\.\{\d*,\}/);
      for (const [, most] of source.matchAll(/\.\{0,(\d+)\}/g)) expect(Number(most)).toBeLessThanOrEqual(80);
    }
    expect(namedReasonRules.filter((rule) => rule.when)).toEqual([]);
  });
});

describe('alternativesOf', () => {
  it('splits at top-level bars only', () => {
    expect(alternativesOf('a|(b|c)d|[|]e')).toEqual(['a', '(b|c)d', '[|]e']);
    expect(alternativesOf('\\|x|y')).toEqual(['\\|x', 'y']);
  });
});

describe('firstMatch', () => {
  const scan = firstMatch(namedReasonRules);

  it('answers what trying every rule in order answers, on every fixture', () => {
    for (const fixture of smtpReplyFixtures) {
      const { body } = parseSmtpReply(fixture.reply);
      expect(scan(body), body).toBe(find(body));
    }
  });

  it('answers what trying every rule in order answers, on texts made of the rules’ own words', () => {
    const words = [
      ...new Set(
        allRules.flatMap((r) => alternativesOf(r.pattern.source).flatMap((a) => anchorsOf(a) ?? [])),
      ),
    ];
    const text = fc
      .array(
        fc.oneof(fc.constantFrom(...words), fc.constantFrom(' ', ': ', '.', 'x', 'not ', '550 ', 'is ')),
        {
          maxLength: 12,
        },
      )
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(text, (t) => scan(t) === find(t)),
      { numRuns: 2000 },
    );
  });

  it('keeps the first rule in list order when several match', () => {
    const rules = [{ pattern: /b+c/ }, { pattern: /abc/ }, { pattern: /c/ }];
    const first = firstMatch(rules);
    expect(first('xx abc')).toBe(rules[0]);
    expect(first('abx c')).toBe(rules[2]);
    expect(first('none')).toBeUndefined();
  });
});
