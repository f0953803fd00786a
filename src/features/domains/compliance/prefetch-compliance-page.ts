import type { PagePrefetch } from '@/lib/page-prefetch';
import { extensionUsable } from '@/lib/capabilities';
import { complianceQueries } from './compliance-queries';

/** `/compliance` starts from the account's checklist, unless the service is known not to have one. */
export const prefetchCompliancePage: PagePrefetch = (client) =>
  extensionUsable('getCompliance', 'try')
    ? client.prefetchQuery(complianceQueries.checklist())
    : Promise.resolve();
