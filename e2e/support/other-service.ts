/**
 * A second, small, independent service that follows the published spec (email-service-api.md) and
 * decides every point it leaves open differently from our reference service: no paging, no totals
 * on webhooks, writes answered 200 with empty data or 204 with no body, no signing secret, errors in
 * its own shapes, statistics in its own format, an event type the spec does not list, and none of
 * our extensions (404). It shares no code with server/: it is what a team's own service might be.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

export const otherServiceKey = 'other-service-key-0123456789';

interface Row {
  id: number;
  email: string;
  reason: string;
  created_at: string;
}

export function startOtherService(port: number) {
  let nextId = 500;
  const day = (n: number) => new Date(Date.UTC(2026, 10, 1 + n)).toISOString();
  const suppressions: Row[] = [
    { id: nextId++, email: 'old.bounce@other.example', reason: 'hard_bounce', created_at: day(2) },
    { id: nextId++, email: 'angry@other.example', reason: 'complaint', created_at: day(5) },
    { id: nextId++, email: 'left@other.example', reason: 'unsubscribe', created_at: day(9) },
  ];
  const webhooks = [
    {
      id: 7,
      url: 'https://hooks.other.example/in',
      event_types: ['delivered', 'bounced'],
      created_at: day(1),
    },
  ];
  const messageId = '4f7c2a9e-1b3d-4e5f-8a6b-0c1d2e3f4a5b';
  const message = {
    id: messageId,
    subject: 'Your receipt #8812',
    status: 'delivered',
    created_at: '2026-11-20T09:00:00Z',
    delivered_at: '2026-11-20T09:00:04Z',
  };
  const events = [
    { type: 'queued', timestamp: '2026-11-20T09:00:00Z' },
    { type: 'sent', timestamp: '2026-11-20T09:00:02Z' },
    { type: 'delivered', timestamp: '2026-11-20T09:00:04Z', tls: true },
    { type: 'archived', timestamp: '2026-11-20T09:05:00Z' },
  ];
  // A message that failed, its replies told without any classification field (a shape of its own).
  const bouncedId = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
  const bouncedMessage = {
    id: bouncedId,
    subject: 'Welcome aboard',
    status: 'hard_bounced',
    created_at: '2026-11-20T10:00:00Z',
  };
  const bouncedEvents = [
    { type: 'queued', timestamp: '2026-11-20T10:00:00Z' },
    {
      type: 'deferred',
      timestamp: '2026-11-20T10:00:03Z',
      smtp_response: '421 4.7.0 Try again later, closing connection.',
      attempt: { n: 1 },
    },
    {
      type: 'bounced',
      timestamp: '2026-11-20T10:05:00Z',
      bounce_type: 'hard',
      smtp_response:
        "550 5.7.26 Unauthenticated email from sender.example is not accepted due to domain's DMARC policy.",
    },
  ];

  const send = (res: ServerResponse, status: number, body?: unknown, type = 'application/json') => {
    res.writeHead(status, body === undefined ? {} : { 'Content-Type': type });
    res.end(body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body));
  };
  const ok = (res: ServerResponse, data: unknown, status = 200) =>
    send(res, status, { status: 'success', data });

  const handle = (req: IncomingMessage, res: ServerResponse, body: string) => {
    const url = new URL(req.url ?? '/', 'http://other');
    const path = url.pathname;
    if (req.headers.authorization !== `Bearer ${otherServiceKey}`)
      return send(res, 401, { message: 'Invalid API key' });
    const json = () => {
      try {
        return JSON.parse(body) as Record<string, unknown>;
      } catch {
        return {};
      }
    };
    const idOf = (prefix: string) => Number(path.slice(prefix.length));

    if (path === '/api/v1/suppressions' && req.method === 'GET')
      return ok(res, { suppressions: suppressions, total: suppressions.length });
    if (path === '/api/v1/suppressions' && req.method === 'POST') {
      const { email, reason = 'manual' } = json();
      if (typeof email !== 'string' || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) {
        return send(res, 400, { errors: ['email is invalid'] });
      }
      const address = email.trim().toLowerCase();
      if (suppressions.some((s) => s.email === address))
        return send(res, 422, { message: 'Already suppressed' });
      suppressions.unshift({
        id: nextId++,
        email: address,
        reason: String(reason),
        created_at: new Date().toISOString(),
      });
      return ok(res, {});
    }
    if (path.startsWith('/api/v1/suppressions/') && req.method === 'DELETE') {
      const index = suppressions.findIndex((s) => s.id === idOf('/api/v1/suppressions/'));
      if (index < 0) return send(res, 404, { error: 'No such suppression' });
      suppressions.splice(index, 1);
      return send(res, 204);
    }
    if (path === `/api/v1/messages/${messageId}` && req.method === 'GET') return ok(res, { message });
    if (path === `/api/v1/messages/${messageId}/events` && req.method === 'GET') return ok(res, { events });
    if (path === `/api/v1/messages/${bouncedId}` && req.method === 'GET')
      return ok(res, { message: bouncedMessage });
    if (path === `/api/v1/messages/${bouncedId}/events` && req.method === 'GET')
      return ok(res, { events: bouncedEvents });
    if (path.startsWith('/api/v1/messages/') && req.method === 'GET') {
      return send(res, 404, 'Message not found', 'text/plain');
    }
    if (path === '/api/v1/stats/overview' && req.method === 'GET') {
      return ok(res, {
        period: 'last_30_days',
        sent: 1280,
        delivered: 1214,
        bounces: { hard: 19, soft: 31 },
        spam_reports: 2,
      });
    }
    if (path === '/api/v1/stats/daily' && req.method === 'GET') {
      const series = Array.from({ length: 7 }, (_, i) => ({
        day: day(14 + i).slice(0, 10),
        sent: 150 + i * 10,
        delivered: 140 + i * 9,
      }));
      return ok(res, { series });
    }
    if (path === '/api/v1/webhooks' && req.method === 'GET') return ok(res, { webhooks });
    if (path === '/api/v1/webhooks' && req.method === 'POST') {
      const { url: hookUrl, event_types } = json();
      if (typeof hookUrl !== 'string' || !hookUrl.startsWith('https://') || !Array.isArray(event_types)) {
        return send(res, 400, { error: { message: 'url must be https and event_types a list' } });
      }
      const webhook = {
        id: webhooks.length + 100,
        url: hookUrl,
        event_types: event_types.map(String),
        created_at: new Date().toISOString(),
      };
      webhooks.push(webhook);
      return ok(res, { webhook }, 201);
    }
    if (path.startsWith('/api/v1/webhooks/') && req.method === 'DELETE') {
      const index = webhooks.findIndex((w) => w.id === idOf('/api/v1/webhooks/'));
      if (index < 0) return send(res, 404, { error: { message: 'No such webhook' } });
      webhooks.splice(index, 1);
      return send(res, 204);
    }
    return send(res, 404, { error: { message: `No route ${req.method} ${path}` }, trace: randomUUID() });
  };

  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => handle(req, res, body));
  });
  return new Promise<{ close: () => Promise<void> }>((resolve) =>
    server.listen(port, '127.0.0.1', () =>
      resolve({ close: () => new Promise((r) => server.close(() => r())) }),
    ),
  );
}
