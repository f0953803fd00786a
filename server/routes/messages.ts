import { endpoints } from '../../src/contract';
import { ApiError, notFound } from '../http/api-error';
import type { App } from '../http/app-env';
import { route, routeRaw, routeToService } from '../http/route';
import { mailboxProvider } from '../services/messages/mailbox-provider';
import { submitMessage } from '../services/messages/submit';
import { findMessage, messageEvents, toMessage } from '../store/repos/messages-repo';
import { streamMessageCsv } from '../store/repos/message-csv-export';
import { searchMessages } from '../store/repos/message-pages';
import { allDomainNames } from '../store/repos/domains-repo';
import { csvHeader } from './message-csv';
import { acceptsGzip, cutOnStop, streamedText } from '../http/streamed-text';
import type { RouteDeps } from './deps';

export function messageRoutes(app: App, deps: RouteDeps) {
  const { db } = deps;

  route(app, deps, endpoints.listMessages, ({ query }) =>
    searchMessages(db, query, new Date(deps.now().getTime() - deps.config.RETENTION_DAYS * 86_400_000)),
  );

  // Before `/messages/{id}`, which would otherwise claim the path and refuse "export" as an ID.
  routeRaw(app, deps, endpoints.exportMessages, async ({ query, c }) => {
    const domains = new Map((await allDomainNames(db)).map((d) => [Number(d.id), d.name]));
    // The reader leaving (or the service stopping) cancels whichever batch is being read then.
    const reading = new AbortController();
    const rows = streamMessageCsv(db, query, domains, { signal: reading.signal });
    // The first batch is read before answering: whatever fails in it (the store refusing a filter, a
    // database that is away) is then an error status with the envelope, not a CSV cut off after its header.
    const first = await rows.next();
    async function* csv(signal: AbortSignal) {
      signal.addEventListener('abort', () => reading.abort(signal.reason), { once: true });
      yield csvHeader;
      if (first.done) return;
      yield first.value;
      yield* rows;
    }
    const gzip = acceptsGzip(c.req.header('accept-encoding'));
    const { body, headers } = streamedText(csv, gzip);
    cutOnStop(c, deps.stopping);
    const day = new Date().toISOString().slice(0, 10);
    return c.body(body, 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="messages-${day}.csv"`,
      'cache-control': 'no-store',
      ...headers,
    });
  });

  routeToService(app, deps, endpoints.createMessage, async ({ body, principal }) => {
    const result = await submitMessage(deps, body, deps.now(), principal.keyId);
    if ('suppressed' in result) {
      const s = result.suppressed;
      throw new ApiError(
        422,
        'recipient_suppressed',
        `${s.email} is on the suppression list (reason ${s.reason}, since ${s.created_at}); nothing was sent.`,
        [{ field: 'to', message: 'is suppressed', existing: s }],
      );
    }
    deps.metrics.messageEvent('accepted', mailboxProvider(result.message.to_email.split('@')[1] ?? ''));
    deps.nudge();
    return { message: toMessage(result.message) };
  });

  route(app, deps, endpoints.getMessage, async ({ params }) => {
    const { id } = params;
    const row = await findMessage(db, id);
    if (!row) throw notFound(`Message ${id}`);
    return { message: toMessage(row) };
  });

  route(app, deps, endpoints.getMessageEvents, async ({ params }) => {
    const { id } = params;
    if (!(await findMessage(db, id))) throw notFound(`Message ${id}`);
    return { events: await messageEvents(db, id) };
  });
}
