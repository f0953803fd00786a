import { endpoints } from '../../src/contract';
import { ApiError, notFound } from '../http/api-error';
import type { App } from '../http/app-env';
import { route } from '../http/route';
import { submitMessage } from '../delivery/submit-message';
import { findMessage, listMessagesTo, messageEvents, toMessage } from '../store/repos/messages-repo';
import type { RouteDeps } from './deps';

export function messageRoutes(app: App, deps: RouteDeps) {
  const { db } = deps;

  route(app, deps, endpoints.listMessages, ({ query }) => listMessagesTo(db, query));

  route(app, deps, endpoints.createMessage, async ({ body }) => {
    const result = await submitMessage(deps, body);
    if ('suppressed' in result) {
      const s = result.suppressed;
      throw new ApiError(
        422,
        'recipient_suppressed',
        `${s.email} is on the suppression list (reason ${s.reason}, since ${s.created_at}); nothing was sent.`,
        [{ field: 'to', message: 'is suppressed', existing: s }],
      );
    }
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
