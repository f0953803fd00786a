import { afterEach, expect, it } from 'vitest';
import { startTestService } from '../test/harness';
import { startReceiver } from '../test/receiver';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});
const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

/** A webhook whose test send answered `status`: its delivery is failed (no retry schedule) or succeeded. */
async function deliveryAnswered(status: number, respond: Parameters<typeof startReceiver>[0]) {
  const s = await startTestService({ ALLOW_LOOPBACK_WEBHOOKS: true, WEBHOOK_RETRY_SCHEDULE: [] });
  const receiver = await startReceiver(respond);
  cleanups.push(s.close, receiver.close);
  const hook = await s.call('POST', '/webhooks', { url: receiver.url, event_types: ['delivered'] });
  const webhookId = hook.json.data.webhook.id as number;
  const test = await s.call('POST', `/webhooks/${webhookId}/test`);
  expect(test.json.data.delivery.state).toBe(status === 200 ? 'succeeded' : 'failed');
  const retryPath = `/webhooks/${webhookId}/deliveries/${test.json.data.delivery.id}/retry`;
  const retryAudits = async () =>
    (await s.call('GET', `/audit-log?action=webhook.retry`)).json.data.entries as unknown[];
  return { s, receiver, retryPath, retryAudits };
}

it(`ten retries of one failed delivery at once: one is sent and audited, nine are refused (${engine})`, async () => {
  let answered = 0;
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  // The test send fails; the retry's answer waits until every other caller has had its answer.
  const { s, receiver, retryPath, retryAudits } = await deliveryAnswered(500, (n) =>
    n === 1 ? { status: 500 } : { status: 200, after: held },
  );
  const calls = Array.from({ length: 10 }, () =>
    s.call('POST', retryPath).then((res) => {
      if (++answered === 9) release();
      return res;
    }),
  );
  setTimeout(release, 10_000).unref(); // never hang the test on a bug
  const answers = await Promise.all(calls);

  const statuses = answers.map((a) => a.status).sort();
  expect(statuses).toEqual([200, ...Array(9).fill(409)]);
  const won = answers.find((a) => a.status === 200)!;
  expect(won.json.data.delivery).toMatchObject({ state: 'succeeded', attempts: [{}, { status_code: 200 }] });
  expect(receiver.received).toHaveLength(2);
  expect(await retryAudits()).toHaveLength(1);
  for (const refused of answers.filter((a) => a.status === 409))
    expect(refused.json.error).toMatchObject({
      code: 'conflict',
      message: expect.stringMatching(/being sent right now/),
    });
});

it(`ten retries of a delivery that succeeded: all refused, nothing sent, nothing audited (${engine})`, async () => {
  const { s, receiver, retryPath, retryAudits } = await deliveryAnswered(200, () => ({ status: 200 }));
  const answers = await Promise.all(Array.from({ length: 10 }, () => s.call('POST', retryPath)));
  expect(answers.map((a) => a.status)).toEqual(Array(10).fill(409));
  expect(answers[0]!.json.error.message).toMatch(/already delivered/);
  expect(receiver.received).toHaveLength(1);
  expect(await retryAudits()).toHaveLength(0);
});
