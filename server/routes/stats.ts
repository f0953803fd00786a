import { defaultRangeDays, endpoints, type MessageStream } from '../../src/contract';
import type { App } from '../http/app-env';
import { route } from '../http/route';
import { bounceStats } from '../store/repos/bounce-stats-repo';
import { daily, dailyByProvider, overview, overviewByProvider, type Range } from '../store/repos/stats-repo';
import type { RouteDeps } from './deps';

const day = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (iso: string, n: number) => day(new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000));

export function statsRoutes(app: App, deps: RouteDeps) {
  /** Both ends optional: the default is the 30 UTC days ending today (or ending `to`, or from `from`). */
  const rangeOf = (q: {
    from?: string | undefined;
    to?: string | undefined;
    domain_id?: number | undefined;
    stream?: MessageStream | undefined;
  }): Range => {
    const to =
      q.to ?? (q.from ? minDay(addDays(q.from, defaultRangeDays - 1), day(deps.now())) : day(deps.now()));
    const from = q.from ?? addDays(to, -(defaultRangeDays - 1));
    return { from, to: to < from ? from : to, domainId: q.domain_id, stream: q.stream };
  };

  route(app, deps, endpoints.statsOverview, async ({ query }) => {
    const range = rangeOf(query);
    const result = { overview: await overview(deps.db, range) };
    return query.group_by === 'provider'
      ? { ...result, providers: await overviewByProvider(deps.db, range) }
      : result;
  });
  route(app, deps, endpoints.statsDaily, async ({ query }) => {
    const range = rangeOf(query);
    const result = { days: await daily(deps.db, range) };
    return query.group_by === 'provider'
      ? { ...result, providers: await dailyByProvider(deps.db, range) }
      : result;
  });
  route(app, deps, endpoints.statsBounces, async ({ query }) =>
    bounceStats(deps.db, rangeOf(query), query.group_by ?? 'class'),
  );
}

const minDay = (a: string, b: string) => (a < b ? a : b);
