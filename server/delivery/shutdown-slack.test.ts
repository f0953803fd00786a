import { afterAll, expect, it } from 'vitest';
import { startReceiver } from '../test/receiver';
import { serviceProcess } from '../test/service-process';
import { until } from '../test/until';

const adminKey = 'shutdown-slack-admin-key-0123456789';
const sendKey = 'shutdown-slack-send-key-0123456789';
const service = serviceProcess({
  ADMIN_API_KEY: adminKey,
  SEND_API_KEY: sendKey,
  SIMULATOR_STEP_MS: '0',
  ALLOW_LOOPBACK_WEBHOOKS: '1',
  ALERT_EVAL_INTERVAL_S: '0.2',
  // The longest deadline the configuration takes: only the shutdown's cut-off can end the post.
  WEBHOOK_TIMEOUT_MS: '2147483647',
});
afterAll(() => service.dispose());
// A handful keeps the suite fast; SIGTERM_TRIALS=20 for the full run.
const trials = Number(process.env.SIGTERM_TRIALS ?? 3);

it(
  `SIGTERM during a Slack post that never answers: exit 0 within 10 s, the post handed back and sent after restart (${service.engine})`,
  async () => {
    let hold = true;
    const slack = await startReceiver(() => (hold ? { status: 200, delayMs: 3_600_000 } : { status: 200 }));
    try {
      await service.start();
      const rule = await service.call(adminKey, '/alert-rules', {
        name: 'Bounces at half',
        metric: 'bounce_rate',
        comparator: 'gte',
        threshold: 0.5,
        window_minutes: 60,
        min_volume: 3,
        channels: [{ type: 'slack', url: slack.url }],
      });
      expect(rule.status).toBe(201);
      for (let i = 0; i < 3; i++)
        await service.call(sendKey, '/messages', { to: `bounce+${i}@sigterm.test`, subject: 'x' });

      for (let trial = 1; trial <= trials; trial++) {
        // Each start (after the first) sends the post the last stop handed back.
        if (trial > 1) await service.start();
        await until(`Slack post ${trial} to be open`, () => slack.received.length === trial, 30_000);
        const { code, ms } = await service.stop();
        expect({ trial, code }, service.output()).toEqual({ trial, code: 0 });
        expect(ms, `trial ${trial}`).toBeLessThan(10_000);

        // Handed back: still pending, no attempt counted, due now (no lease left to wait out).
        const db = await service.open();
        try {
          const rows = await db.query<{ state: string; attempt_count: number; next_attempt_at: Date }>(
            'SELECT state, attempt_count, next_attempt_at FROM alert_notifications',
          );
          expect(rows).toMatchObject([{ state: 'pending', attempt_count: 0 }]);
          expect(rows[0]!.next_attempt_at.getTime()).toBeLessThanOrEqual(Date.now());
        } finally {
          await db.close();
        }
      }

      // Slack answers again: the handed-back post goes out after the restart and is logged as sent.
      hold = false;
      await service.start();
      const sent = async () => {
        const alerts = (await service.call(adminKey, '/alerts')).json.data.incidents;
        return alerts[0]?.notifications[0]?.state === 'sent';
      };
      await until('the Slack post to be sent', sent, 30_000);
      expect(slack.received).toHaveLength(trials + 1);
    } finally {
      await service.kill();
      await slack.close();
    }
  },
  60_000 + trials * 20_000,
);
