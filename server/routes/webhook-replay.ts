import { endpoints } from '../../src/contract';
import type { App } from '../http/app-env';
import { routeToService } from '../http/route';
import { replayWebhookDeliveries } from '../services/webhooks/replay';
import type { RouteDeps } from './deps';

/** Replay: a webhook's deliveries since a time, sent again under their own ids (or only counted). */
export function webhookReplayRoutes(app: App, deps: RouteDeps) {
  routeToService(app, deps, endpoints.replayWebhookDeliveries, ({ params, body, actor }) =>
    replayWebhookDeliveries(deps, actor, params.id, body),
  );
}
