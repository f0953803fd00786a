import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServiceContext, type ServiceTestContext } from '../../test/direct-service';
import { createSuppression } from '../suppressions/create';
import { Invalid } from '../errors';
import { submitMessage } from './submit';

/**
 * Sending through the service directly: a raw send body in, parsed by the service; the stored
 * message (sending is not audited: the trail stays as it was); refusals that store nothing. On
 * PGlite, and on TEST_DATABASE_URL when set.
 */
let t: ServiceTestContext;
beforeAll(async () => {
  t = await startServiceContext();
});
afterAll(() => t.close());

const snapshot = async () => ({ messages: await t.count('messages'), audit: (await t.audit()).length });
const refusal = (p: Promise<unknown>) => p.then(() => undefined).catch((e: unknown) => e as Error);

describe('submitMessage', () => {
  it('parses the body (address lower-cased, subject trimmed) and stores the message, auditing nothing', async () => {
    const before = await snapshot();
    const result = await submitMessage(t.ctx, { to: ' Reader@Send.Example ', subject: '  Your receipt ' });
    if (!('message' in result)) throw new Error('suppressed');
    expect(
      await t.db.query('SELECT to_email, subject, status FROM messages WHERE id = $1', [result.message.id]),
    ).toEqual([{ to_email: 'reader@send.example', subject: 'Your receipt', status: 'pending' }]);
    expect(await snapshot()).toEqual({ ...before, messages: before.messages + 1 });
  });

  it('answers the suppression for a suppressed recipient and stores no message', async () => {
    await createSuppression(t.ctx, t.actor, { email: 'gone@send.example' });
    const before = await snapshot();
    const result = await submitMessage(t.ctx, { to: 'gone@send.example', subject: 'Hello' });
    expect(result).toMatchObject({ suppressed: { email: 'gone@send.example' } });
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ['no recipient', { subject: 'Hello' }, 'Invalid request body: to is required.'],
    ['a bad recipient', { to: 'nobody', subject: 'Hello' }, 'Invalid request body: to'],
    ['an empty subject', { to: 'a@send.example', subject: '   ' }, 'subject must not be empty'],
    [
      'a subject over two lines',
      { to: 'a@send.example', subject: 'Hello\r\nBcc: x@y.example' },
      'Invalid request body: subject',
    ],
    [
      'an unknown field',
      { to: 'a@send.example', subject: 'Hello', bcc: 'x@y.example' },
      'unknown field(s): bcc',
    ],
    ['not an object', ['a@send.example'], 'Invalid request body'],
  ])('refuses %s with Invalid (a rejection, never a throw) and stores nothing', async (_, body, message) => {
    const before = await snapshot();
    const sending = submitMessage(t.ctx, body);
    expect(sending).toBeInstanceOf(Promise);
    const refused = await refusal(sending);
    expect(refused).toBeInstanceOf(Invalid);
    expect(refused!.message).toContain(message);
    expect(await snapshot()).toEqual(before);
  });
});
