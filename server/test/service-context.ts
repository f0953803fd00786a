import type { Config } from '../config';
import type { ServiceContext } from '../context';
import { outgoingUrlCheck } from '../delivery/outgoing-url';
import { instrument } from '../metrics/instrument';
import type { Db } from '../store/db';

/** A service context over `db` as the service builds it, with workers that are never woken. */
export const testServiceContext = (db: Db, config: Config, now: () => Date): ServiceContext => ({
  ...instrument(db, now),
  config,
  now,
  nudge: () => {},
  outgoingUrlProblem: outgoingUrlCheck(config.ALLOW_LOOPBACK_WEBHOOKS),
});
