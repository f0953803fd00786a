import type { ServiceContext } from '../context';
import { Invalid } from './errors';

/**
 * Refuses a URL the service may not send to (a webhook's, a Slack channel's) by the context's
 * outgoing-address check, naming the body field it came in: the same rules at creation and edit,
 * and again at every send.
 */
export function requireOutgoingUrl(
  ctx: Pick<ServiceContext, 'outgoingUrlProblem'>,
  url: string,
  field: string,
) {
  const problem = ctx.outgoingUrlProblem(url);
  if (problem) throw new Invalid(`Invalid request body: ${field} ${problem}.`, [{ field, message: problem }]);
}
