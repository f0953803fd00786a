import { endpoints } from '../../src/contract';
import type { App } from '../http/app-env';
import { routeToService } from '../http/route';
import { classifySmtpReplies } from '../services/smtp-replies/classify';
import type { RouteDeps } from './deps';

/** Explains pasted SMTP replies with the same classifier the delivery path uses: pure, no storage. */
export function smtpReplyRoutes(app: App, deps: RouteDeps) {
  routeToService(app, deps, endpoints.classifySmtpReplies, async ({ body }) => classifySmtpReplies(body));
}
