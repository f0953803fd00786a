import { afterEach, expect, it } from 'vitest';
import { startTestService, type TestService } from '../../test/harness';
import { evaluateAlerts } from './evaluate';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const minute = 60_000;
const bucket = 5 * minute;

/**
 * Two providers' mail, one character per 5-minute bucket: `B` two hard bounces, `C` three
 * deliveries, `-` no mail. Over a 10-minute window at 50%, two B buckets in a row breach and a C
 * beside a B does not (2 of 5). Gmail fires long enough for a reminder, flaps for ten minutes
 * (shorter than resolve-after: the incident stays open), resolves, breaches too briefly to hold,
 * then fires and goes quiet. The other provider breaches around silences, where its window is empty:
 * a silence clears a breach that has not held yet (its two B at the end never fire).
 */
const history = {
  'gmail.com': 'CBBBBBBBBBBBBBBBBCBBBBCCCCCCBBCCBBBB------',
  'story.test': 'CCCBBB--BBBBBCCCCCCC--BBBBBB-BB-----B--B--',
};

/** What an incident comes to, as the evaluator kept it and as the preview tells it. */
interface Seen {
  scope: string;
  label: string;
  from: string;
  to: string | null;
  reminders: string[];
}

async function sendBucket(s: TestService, k: number) {
  for (const [domain, pattern] of Object.entries(history)) {
    const c = pattern[k];
    const [local, n] = c === 'B' ? ['bounce', 2] : c === 'C' ? ['deliver', 3] : ['', 0];
    for (let i = 0; i < n; i++) {
      const r = await s.call('POST', '/messages', { to: `${local}+${k}-${i}@${domain}`, subject: 'replay' });
      expect(r.status, r.text).toBe(202);
    }
  }
  await s.settle();
}

it(
  `the preview replays history into the incidents the live evaluator opened, one for one (${engine})`,
  { timeout: 180_000 },
  async () => {
    const s = await startTestService({ ALERT_EVAL_INTERVAL_S: 300 });
    cleanups.push(s.close);
    const core = {
      metric: 'bounce_rate',
      comparator: 'gte',
      threshold: 0.5,
      window_minutes: 10,
      min_volume: 2,
      holds_for_minutes: 10,
      resolve_after_minutes: 15,
      reminder_hours: 1,
      each: 'provider',
    };
    const created = await s.call('POST', '/alert-rules', {
      name: 'Bounces by provider',
      ...core,
      channels: [{ type: 'email', to: 'oncall@replay.test' }],
    });
    expect(created.status, created.text).toBe(201);

    // The live path: mail a minute into each bucket, the evaluator's tick at each bucket's end.
    // Yesterday, on a bucket's start: the counters keep buckets of the last few weeks only.
    const t0 = Math.floor((Date.now() - 1440 * minute) / bucket) * bucket;
    const buckets = Math.max(...Object.values(history).map((p) => p.length));
    for (let k = 0; k < buckets; k++) {
      s.setNow(() => new Date(t0 + k * bucket + minute));
      await sendBucket(s, k);
      const tick = await evaluateAlerts(s.ctx, new Date(t0 + (k + 1) * bucket));
      expect(tick.evaluated).toBe(true);
    }
    const end = new Date(t0 + buckets * bucket);

    const listed = await s.call('GET', `/alerts?rule_id=${created.json.data.rule.id}&limit=100`);
    const live: Seen[] = listed.json.data.incidents.map(
      (i: {
        scope: string;
        scope_label: string;
        started_at: string;
        resolved_at: string | null;
        notifications: { kind: string; created_at: string }[];
      }) => ({
        scope: i.scope,
        label: i.scope_label,
        from: i.started_at,
        to: i.resolved_at,
        reminders: i.notifications.filter((n) => n.kind === 'reminder').map((n) => n.created_at),
      }),
    );

    s.setNow(() => end);
    const preview = await s.call('POST', '/alert-rules/preview', { ...core, days: 7 });
    expect(preview.status, preview.text).toBe(200);
    const replayed: Seen[] = preview.json.data.spans.map(
      (span: {
        scope: string;
        label: string;
        from: string;
        to: string;
        firing?: boolean;
        reminders?: string[];
      }) => ({
        scope: span.scope,
        label: span.label,
        from: span.from,
        to: span.firing ? null : span.to,
        reminders: span.reminders ?? [],
      }),
    );

    const order = (a: Seen, b: Seen) => a.from.localeCompare(b.from) || a.scope.localeCompare(b.scope);
    live.sort(order);
    replayed.sort(order);
    // The history is worth comparing: flaps kept open, a reminder, resolutions, one still firing.
    expect(live.length).toBeGreaterThanOrEqual(3);
    expect(live.some((i) => i.reminders.length > 0)).toBe(true);
    expect(live.some((i) => i.to !== null)).toBe(true);
    expect(new Set(live.map((i) => i.label))).toEqual(new Set(['Gmail', 'Other providers']));
    expect(replayed).toEqual(live);
    expect(preview.json.data.fired_count).toBe(live.length);
    expect(preview.json.data.firing_minutes).toBe(
      live.reduce((m, i) => m + (Date.parse(i.to ?? end.toISOString()) - Date.parse(i.from)) / minute, 0),
    );
  },
);
