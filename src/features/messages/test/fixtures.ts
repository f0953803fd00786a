import type { Message, MessageEvent } from '@/contract';

export const messageId = '0b7e3f52-9c1d-4a8e-b2f4-6d5a1c9e8f30';

export const aMessage = (over: Partial<Message> = {}): Message => ({
  id: messageId,
  subject: 'Your receipt from Acme Shop',
  status: 'delivered',
  created_at: '2026-11-21T10:00:00.000Z',
  delivered_at: '2026-11-21T10:00:01.250Z',
  to: 'jane@example.com',
  from: 'hello@mail.acme-shop.com',
  domain_id: 1,
  ...over,
});

export const deliveredEvents: MessageEvent[] = [
  { type: 'queued', timestamp: '2026-11-21T10:00:00.000Z' },
  { type: 'sent', timestamp: '2026-11-21T10:00:00.150Z', mx_host: 'mx1.example.com' },
  { type: 'delivered', timestamp: '2026-11-21T10:00:01.250Z', tls: true, mx_host: 'mx1.example.com' },
];
