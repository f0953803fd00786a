import type { AlertIncident, AlertPreviewData, AlertRule } from '@/contract';

export const rule = (over: Partial<AlertRule> = {}): AlertRule => ({
  id: 1,
  name: 'Bounces over the SES line',
  metric: 'bounce_rate',
  comparator: 'gte',
  threshold: 0.05,
  window_minutes: 60,
  min_volume: 100,
  holds_for_minutes: 0,
  reminder_hours: 24,
  resolve_after_minutes: 60,
  domain_id: null,
  provider: null,
  each: null,
  webhook_id: null,
  channels: [{ type: 'email', to: 'oncall@example.com' }],
  enabled: true,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  firing: 0,
  ...over,
});

export const incident = (over: Partial<AlertIncident> = {}): AlertIncident => ({
  id: 11,
  rule_id: 1,
  rule_name: 'Bounces over the SES line',
  metric: 'bounce_rate',
  comparator: 'gte',
  scope: 'gmail',
  scope_label: 'Gmail',
  state: 'firing',
  value: 0.072,
  threshold: 0.05,
  volume: 1240,
  window_minutes: 60,
  started_at: '2026-11-25T14:05:00.000Z',
  resolved_at: null,
  closed_reason: null,
  notifications: [
    {
      id: 101,
      kind: 'triggered',
      channel: 'email',
      target: 'oncall@example.com',
      state: 'sent',
      attempts: [{ at: '2026-11-25T14:05:02.000Z', ok: true, status_code: null, error: null }],
      created_at: '2026-11-25T14:05:00.000Z',
      sent_at: '2026-11-25T14:05:02.000Z',
      message_id: 'msg_alert_1',
    },
    {
      id: 102,
      kind: 'triggered',
      channel: 'slack',
      target: 'hooks.slack.com',
      state: 'failed',
      attempts: [
        { at: '2026-11-25T14:05:03.000Z', ok: false, status_code: 500, error: 'HTTP 500' },
        { at: '2026-11-25T14:06:03.000Z', ok: false, status_code: null, error: 'timed out after 10 s' },
      ],
      created_at: '2026-11-25T14:05:00.000Z',
      sent_at: null,
      message_id: null,
    },
  ],
  drilldown: {
    from: '2026-11-25T13:05:00.000Z',
    to: null,
    event: ['bounced'],
    domain_id: 2,
  },
  ...over,
});

export const preview = (over: Partial<AlertPreviewData> = {}): AlertPreviewData => ({
  from: '2026-10-26T00:00:00.000Z',
  to: '2026-11-25T00:00:00.000Z',
  step_minutes: 60,
  series: [
    {
      scope: '',
      points: [
        { at: '2026-11-01T00:00:00.000Z', value: 0.01, volume: 500 },
        { at: '2026-11-01T01:00:00.000Z', value: 0.08, volume: 600 },
      ],
    },
  ],
  spans: [
    { scope: '', from: '2026-11-01T01:00:00.000Z', to: '2026-11-01T03:00:00.000Z', value: 0.08, volume: 600 },
    { scope: '', from: '2026-11-05T01:00:00.000Z', to: '2026-11-05T03:00:00.000Z', value: 0.07, volume: 640 },
    { scope: '', from: '2026-11-09T01:00:00.000Z', to: '2026-11-09T02:00:00.000Z', value: 0.06, volume: 700 },
  ],
  fired_count: 3,
  firing_minutes: 300,
  ...over,
});
