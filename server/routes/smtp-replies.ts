import { classifySmtpReply, endpoints } from '../../src/contract';
import type { App } from '../http/app-env';
import { route } from '../http/route';
import type { RouteDeps } from './deps';

/** Explains pasted SMTP replies with the same classifier the delivery path uses: pure, no storage. */
export function smtpReplyRoutes(app: App, deps: RouteDeps) {
  route(app, deps, endpoints.classifySmtpReplies, async ({ body }) => ({
    classifications: body.replies.map((reply) => classifySmtpReply(reply)),
  }));
}
