import type { Webhook, WebhookDelivery } from '@/contract';

export const hook = (over: Partial<Webhook> = {}): Webhook => ({
  id: 7,
  url: 'https://hooks.example.com/email',
  event_types: ['delivered', 'bounced'],
  created_at: '2026-11-01T10:00:00.000Z',
  ...over,
});

export const delivery = (over: Partial<WebhookDelivery> = {}): WebhookDelivery => ({
  id: '0b5c1f3e-9a4d-4e57-8b1f-2f7e9d3c6a10',
  event_type: 'delivered',
  state: 'succeeded',
  next_attempt_at: null,
  created_at: '2026-11-21T05:00:00.000Z',
  payload: {
    event_type: 'delivered',
    timestamp: '2026-11-21T05:00:00.000Z',
    data: { message_id: '9d7c6a10-2f7e-4e57-8b1f-0b5c1f3e9a4d', subject: 'Welcome' },
  },
  attempts: [],
  ...over,
});

export const attempt = (status: number | null, over: Partial<WebhookDelivery['attempts'][number]> = {}) => ({
  attempted_at: '2026-11-21T05:00:01.000Z',
  status_code: status,
  latency_ms: 42,
  error:
    status !== null && status >= 200 && status < 300
      ? null
      : status === null
        ? 'timed out after 10000 ms'
        : `HTTP ${status}`,
  response_excerpt: status === null ? null : `answer ${status}`,
  ...over,
});
