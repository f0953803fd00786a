import { webhookUrlProblem } from '../../src/contract';
import { hostProblem } from './ssrf-guard';

/**
 * The outgoing-address check services are given (ServiceContext.outgoingUrlProblem): the URL's own
 * rules (https, no credentials), then its host (no internal address or name). Loopback only when the
 * service runs with ALLOW_LOOPBACK_WEBHOOKS=1.
 */
export const outgoingUrlCheck =
  (allowLoopback: boolean) =>
  (url: string): string | null =>
    webhookUrlProblem(url, allowLoopback) ?? hostProblem(new URL(url).hostname, allowLoopback);
