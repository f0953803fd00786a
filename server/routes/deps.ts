import type { ServiceContext } from '../context';
import type { KeyUsage } from '../http/key-usage';
import type { RateLimiter } from '../http/rate-limit';

export interface RouteDeps extends ServiceContext {
  limiter: RateLimiter;
  failedAuthLimiter: RateLimiter;
  keyUsage: KeyUsage;
}
