import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../test/harness';

/** RFC 5321: at most 64 octets before the @, wherever the API takes an address. Over real HTTP. */
let s: TestService;
beforeAll(async () => {
  s = await startTestService();
});
afterAll(() => s.close());

const local64 = `${'a'.repeat(64)}@local-part.test`;
const local65 = `${'a'.repeat(65)}@local-part.test`;

describe('an address’s local part', () => {
  it('is refused past 64 characters on a single add, with the field and the rule named', async () => {
    const res = await s.call('POST', '/suppressions', { email: local65 });
    expect(res.status).toBe(400);
    expect(res.json.error.details[0]).toEqual({
      field: 'email',
      message: 'must have at most 64 characters before the @',
    });
    expect((await s.call('GET', '/suppressions?q=local-part.test')).json.data.total).toBe(0);
    expect((await s.call('POST', '/suppressions', { email: local64 })).status).toBe(201);
  });

  it('is refused past 64 characters per item in a batch, the rest landing', async () => {
    const res = await s.call('POST', '/suppressions/batch', {
      items: [{ email: local65.replace('@', '@b.') }, { email: `ok@b.local-part.test` }],
    });
    expect(res.status).toBe(200);
    expect(res.json.data.results[0]).toEqual({
      index: 0,
      result: 'invalid',
      error: 'email must have at most 64 characters before the @',
    });
    expect(res.json.data.results[1].result).toBe('created');
  });

  it('is refused past 64 characters as a message recipient or sender', async () => {
    for (const body of [
      { to: local65, subject: 'Hi' },
      { to: local64, from: local65, subject: 'Hi' },
    ]) {
      const res = await s.call('POST', '/messages', body);
      expect(res.status).toBe(400);
      expect(res.json.error.details[0].message).toBe('must have at most 64 characters before the @');
    }
    // local64 was suppressed above: a 64-character one of another domain goes through.
    const to = local64.replace('@', '@m.');
    expect((await s.call('POST', '/messages', { to, subject: 'Hi' })).status).toBe(202);
  });
});
