import type { recordRequests } from '@/test/msw';

/** The activity log's page requests (limit=50) among the recorded ones, each as its query object. */
export const activityPageQueries = (requests: ReturnType<typeof recordRequests>) =>
  requests
    .map((r) => new URL(r.url))
    .filter((u) => u.pathname === '/api/v1/messages' && u.searchParams.get('limit') === '50')
    .map((u) => Object.fromEntries(u.searchParams));
