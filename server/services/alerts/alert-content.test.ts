import { expect, it } from 'vitest';
import type { IncidentRow } from '../../store/repos/alert-incidents-repo';
import { alertSummary, failureLine, slackPayload } from './alert-content';

const incident: IncidentRow = {
  id: 1,
  rule_id: 1,
  generation: 1,
  rule_name: 'Gmail bounces',
  metric: 'bounce_rate',
  comparator: 'gte',
  scope: 'gmail',
  scope_label: 'Gmail',
  state: 'firing',
  value: 0.1,
  threshold: 0.05,
  volume: 2250,
  window_minutes: 1440,
  domain_id: null,
  provider: 'gmail',
  started_at: new Date('2026-11-20T10:00:00Z'),
  last_notified_at: new Date('2026-11-20T10:00:00Z'),
  resolved_at: null,
  closed_reason: null,
  value_now: 0.04,
  volume_now: 12000,
  measured_at: new Date('2026-11-20T11:00:00Z'),
  failures: { classified: 1500, classes: [{ class: 'reputation', side: 'sender', count: 1200 }] },
};

it('writes the counts of every notification with thousands separators', () => {
  expect(alertSummary(incident)).toBe('Bounce rate 10% ≥ 5% over 1,440 min (Gmail), volume 2,250 at opening');
  expect(alertSummary(incident, 'resolved')).toBe(
    'Bounce rate 4% ≥ 5% over 1,440 min (Gmail), volume 12,000 now; 10%, volume 2,250 at opening',
  );
  expect(failureLine(incident)).toBe('reputation (sender side) 1,200 of 1,500 classified');
  const slack = JSON.stringify(slackPayload(incident, 'triggered', 'https://console.test'));
  expect(slack).toContain('"text":"*Volume*\\n2,250"');
  expect(slack).toContain('1,440 min');
  expect(alertSummary({ ...incident, metric: 'delivery_events', value: 2250, threshold: 1000 })).toMatch(
    /^Deliver.* 2,250 ≥ 1,000 over/,
  );
});
