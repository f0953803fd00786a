import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../test/harness';

const gmailDmarc =
  "550-5.7.26 Unauthenticated email from example.com is not accepted due to domain's DMARC policy. Please contact the administrator of example.com domain if this was a legitimate mail. - gsmtp";

let s: TestService;
beforeAll(async () => {
  s = await startTestService();
});
afterAll(() => s.close());

describe('POST /smtp-replies/classify', () => {
  it('explains each reply in the order asked', async () => {
    const res = await s.call('POST', '/smtp-replies/classify', {
      replies: [gmailDmarc, '452 4.2.2 The email account that you tried to reach is over quota.'],
    });
    expect(res.status, res.text).toBe(200);
    const [dmarc, full] = res.json.data.classifications;
    expect(dmarc).toMatchObject({ class: 'authentication', side: 'sender', code: 550, enhanced: '5.7.26' });
    expect(dmarc.explanation).toEqual(expect.any(String));
    expect(dmarc.action).toEqual(expect.any(String));
    expect(full).toMatchObject({ class: 'mailbox_unavailable', code: 452 });
  });

  it('refuses more than 100 replies, naming the field', async () => {
    const res = await s.call('POST', '/smtp-replies/classify', { replies: Array(101).fill(gmailDmarc) });
    expect(res.status, res.text).toBe(400);
    expect(res.json.error.details.map((d: { field: string }) => d.field)).toContain('replies');
  });

  it('needs the stats permission', async () => {
    const body = { replies: [gmailDmarc] };
    expect((await s.call('POST', '/smtp-replies/classify', body, s.keys.stats)).status).toBe(200);
    const denied = await s.call('POST', '/smtp-replies/classify', body, s.keys.send);
    expect(denied.status, denied.text).toBe(403);
  });
});
