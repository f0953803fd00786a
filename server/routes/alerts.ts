import { endpoints } from '../../src/contract';
import { notFound } from '../http/api-error';
import type { App } from '../http/app-env';
import { route, routeToService } from '../http/route';
import { createAlertRule } from '../services/alerts/create-rule';
import { deleteAlertRule } from '../services/alerts/delete-rule';
import { toIncident } from '../services/alerts/incident-view';
import { previewAlertRule } from '../services/alerts/preview';
import { toAlertRule } from '../services/alerts/rule-settings';
import { updateAlertRule } from '../services/alerts/update-rule';
import { findIncident, firingTotal, listIncidents } from '../store/repos/alert-incidents-repo';
import { notificationsOf } from '../store/repos/alert-notifications-repo';
import { listAlertRules } from '../store/repos/alert-rules-repo';
import type { RouteDeps } from './deps';

/** Alert rules and their incidents (extension, admin). */
export function alertRoutes(app: App, deps: RouteDeps) {
  route(app, deps, endpoints.listAlertRules, async () => ({
    rules: (await listAlertRules(deps.db)).map(toAlertRule),
  }));

  routeToService(app, deps, endpoints.createAlertRule, ({ body, actor }) =>
    createAlertRule(deps, actor, body),
  );

  routeToService(app, deps, endpoints.updateAlertRule, ({ params, body, actor }) =>
    updateAlertRule(deps, actor, params.id, body),
  );

  route(app, deps, endpoints.deleteAlertRule, ({ params, actor }) => deleteAlertRule(deps, actor, params.id));

  routeToService(app, deps, endpoints.previewAlertRule, ({ body }) => previewAlertRule(deps, body));

  route(app, deps, endpoints.listAlerts, async ({ query }) => {
    const [{ page, next }, total] = await Promise.all([listIncidents(deps.db, query), firingTotal(deps.db)]);
    const notifications = await notificationsOf(
      deps.db,
      page.map((i) => i.id),
    );
    return {
      incidents: page.map((i) =>
        toIncident(
          i,
          notifications.filter((n) => n.incident_id === i.id),
        ),
      ),
      next_cursor: next,
      firing_total: total,
    };
  });

  route(app, deps, endpoints.getAlert, async ({ params }) => {
    const incident = await findIncident(deps.db, params.id);
    if (!incident) throw notFound(`Incident ${params.id}`);
    return toIncident(incident, await notificationsOf(deps.db, [incident.id]));
  });
}
