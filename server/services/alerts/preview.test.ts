import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyEventCounters, eventCounterDeltas } from '../../store/repos/event-counters';
import { startServiceContext, type ServiceTestContext } from '../../test/direct-service';
import { Invalid } from '../errors';
import { previewAlertRule } from './preview';

/**
 * The alert rule preview through the service directly: the body as sent, parsed by the service
 * (defaults filled in, Invalid naming the field before anything is read), replayed over the
 * store's buckets; it writes nothing, audit included. On PGlite, and on TEST_DATABASE_URL when set.
 */
let t: ServiceTestContext;
beforeAll(async () => {
  t = await startServiceContext();
  // One hour, two hours ago, in which 40 of 100 messages to a domain bounced for good.
  const at = new Date(Date.now() - 2 * 3_600_000);
  const events = Array.from({ length: 100 }, (_, i) => [
    { type: 'accepted' as const, at, domainId: null, to: `r${i}@bounce.test` },
    ...(i < 40
      ? [
          {
            type: 'bounced' as const,
            at,
            domainId: null,
            to: `r${i}@bounce.test`,
            attrs: { bounce_type: 'hard' },
          },
        ]
      : []),
  ]).flat();
  await t.db.transaction((tx) => applyEventCounters(tx, events.flatMap(eventCounterDeltas)));
});
afterAll(() => t.close());

const rule = { metric: 'bounce_rate', comparator: 'gte', threshold: 0.2, window_minutes: 60 };
const refusal = (p: Promise<unknown>) => p.then(() => undefined).catch((e: unknown) => e as Error);

describe('previewAlertRule', () => {
  it('parses the body (30 days unless told), replays the buckets into the incident it would have opened', async () => {
    const audited = (await t.audit()).length;
    const preview = await previewAlertRule(t.ctx, rule);
    expect(Date.parse(preview.to) - Date.parse(preview.from)).toBeGreaterThan(29.9 * 86_400_000);
    expect(preview.fired_count).toBe(1);
    expect(preview.spans).toEqual([expect.objectContaining({ scope: '', value: 0.4, volume: 100 })]);
    const week = await previewAlertRule(t.ctx, { ...rule, days: 7 });
    expect(Date.parse(week.to) - Date.parse(week.from)).toBeLessThan(7.1 * 86_400_000);
    expect(week.fired_count).toBe(1);
    // A threshold above what happened: nothing would have fired.
    expect((await previewAlertRule(t.ctx, { ...rule, threshold: 0.5 })).fired_count).toBe(0);
    expect((await t.audit()).length).toBe(audited);
  });

  it('says a webhook metric has no history to replay', async () => {
    const preview = await previewAlertRule(t.ctx, { ...rule, metric: 'webhook_failure_rate', webhook_id: 1 });
    expect(preview).toMatchObject({ fired_count: 0, spans: [], unavailable: expect.any(String) });
  });

  it.each([
    ['no metric', { comparator: 'gte', threshold: 1, window_minutes: 60 }, 'Invalid request body: metric'],
    ['a period of 3 days', { ...rule, days: 3 }, 'days must be 7 or 30'],
    ['an unknown field', { ...rule, name: 'Bounces' }, 'unknown field(s): name'],
    ['a rate threshold over 1', { ...rule, threshold: 3 }, 'Invalid request body: threshold'],
    ['no body at all', undefined, 'Invalid request body'],
  ])('refuses %s with Invalid, naming the field', async (_, body, message) => {
    const refused = await refusal(previewAlertRule(t.ctx, body));
    expect(refused).toBeInstanceOf(Invalid);
    expect(refused!.message).toContain(message);
  });
});
