import { endpoints } from '../../src/contract';
import type { App } from '../http/app-env';
import { route, routeToService } from '../http/route';
import { checkDomain } from '../services/domains/check';
import { createDomain } from '../services/domains/create';
import { deleteDomain } from '../services/domains/delete';
import { ensureActiveKey } from '../services/domains/dkim-keys';
import { domainDetail, domainSummary } from '../services/domains/domain-view';
import { domainOrNotFound } from '../services/domains/find';
import { rotateDkim } from '../services/domains/rotate-dkim';
import { listDomains } from '../store/repos/domains-repo';
import type { RouteDeps } from './deps';

export function domainRoutes(app: App, deps: RouteDeps) {
  // One query: each domain's health is stored by its last check, never worked out per request.
  route(app, deps, endpoints.listDomains, async () => ({
    domains: (await listDomains(deps.db)).map(domainSummary),
  }));

  routeToService(app, deps, endpoints.createDomain, ({ body, actor }) => createDomain(deps, actor, body));

  route(app, deps, endpoints.getDomain, async ({ params }) => {
    const domain = await domainOrNotFound(deps.db, params.id);
    await ensureActiveKey(deps.db, domain.id, deps.now());
    return domainDetail(deps.db, deps.config, domain);
  });

  route(app, deps, endpoints.deleteDomain, ({ params, actor }) => deleteDomain(deps, actor, params.id));

  route(app, deps, endpoints.checkDomain, ({ params, actor }) => checkDomain(deps, actor, params.id));

  routeToService(app, deps, endpoints.rotateDomainDkim, ({ params, body, actor }) =>
    rotateDkim(deps, actor, params.id, body),
  );
}
