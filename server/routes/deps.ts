import type { ServiceContext } from '../context';
import type { KeyUsage } from '../http/key-usage';
import type { Logger } from '../logger';
import type { RateLimiter } from '../http/rate-limit';
import type { DomainCheckDeps } from '../services/domains/run-dns-check';

export interface RouteDeps extends ServiceContext, DomainCheckDeps {
  limiter: RateLimiter;
  failedAuthLimiter: RateLimiter;
  keyUsage: KeyUsage;
  /** For what a route must tell the operator and not the caller (why single sign-on refused). */
  log?: Logger;
}
