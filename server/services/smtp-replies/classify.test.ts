import { describe, expect, it } from 'vitest';
import { Invalid } from '../errors';
import { classifySmtpReplies } from './classify';

/** The classify service directly: the body as sent, parsed by the service; pure, so no store. */
const gmailDmarc =
  "550-5.7.26 Unauthenticated email from example.com is not accepted due to domain's DMARC policy. - gsmtp";

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error as Error;
  }
  return undefined;
};

describe('classifySmtpReplies', () => {
  it('explains each reply in the order given, as the delivery path classifies it', () => {
    const { classifications } = classifySmtpReplies({
      replies: [gmailDmarc, '452 4.2.2 The email account that you tried to reach is over quota.'],
    });
    expect(classifications).toEqual([
      expect.objectContaining({ class: 'authentication', side: 'sender', code: 550, enhanced: '5.7.26' }),
      expect.objectContaining({ class: 'mailbox_unavailable', code: 452 }),
    ]);
  });

  it.each([
    ['no replies', { replies: [] }, 'Invalid request body: replies'],
    [
      'more than 100 replies',
      { replies: Array<string>(101).fill(gmailDmarc) },
      'Invalid request body: replies',
    ],
    ['a reply that is no text', { replies: [550] }, 'Invalid request body: replies.0'],
    ['an unknown field', { replies: [gmailDmarc], verbose: true }, 'unknown field(s): verbose'],
    ['no body at all', null, 'Invalid request body'],
  ])('refuses %s with Invalid, naming the field', (_, body, message) => {
    const refused = refusal(() => classifySmtpReplies(body));
    expect(refused).toBeInstanceOf(Invalid);
    expect(refused!.message).toContain(message);
  });
});
