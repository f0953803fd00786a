import { unsubscribePathPrefix } from '../../src/contract';
import type { ServiceContext } from '../context';
import { advanceDueMessage, type Visit } from '../services/messages/advance';

const batchSize = 50;

/**
 * Moves due messages one step along their scenario, each in its own transaction
 * (services/messages/advance.ts), then does what the step's recipient does with the message's links.
 * Returns how many steps were applied.
 */
export async function runSimulatorOnce(ctx: ServiceContext): Promise<number> {
  let applied = 0;
  while (applied < batchSize) {
    const advanced = await advanceDueMessage(ctx);
    if (!advanced) break;
    applied++;
    if (advanced.visit) await visitLinks(ctx, advanced.visit);
  }
  return applied;
}

/** The http(s) links of a List-Unsubscribe value (`<https://…>, <mailto:…>`), in order. */
const webLinks = (value: string) => [...value.matchAll(/<(https?:\/\/[^>\s]+)>/g)].map((m) => m[1]!);

/**
 * The simulated recipient's visit, after its step committed (the endpoint writes in its own
 * transaction). Every link goes to this service's own loopback address with the link's path: a
 * simulated recipient never reaches a public host, whatever PUBLIC_URL says. The one-click
 * unsubscriber POSTs RFC 8058's body to the unsubscribe link; the scanner GETs every link, which must
 * change nothing. A link that does not answer is the recipient's problem, not the simulator's.
 */
async function visitLinks(ctx: ServiceContext, visit: Visit) {
  if (!ctx.selfUrl) return;
  const links = visit.headers
    .filter((h) => visit.kind === 'scan' || h.name.toLowerCase() === 'list-unsubscribe')
    .flatMap((h) => webLinks(h.value));
  for (const link of links) {
    const { pathname, search } = new URL(link);
    if (visit.kind === 'one_click' && !pathname.startsWith(unsubscribePathPrefix)) continue;
    const url = `${ctx.selfUrl}${pathname}${search}`;
    await fetch(url, {
      redirect: 'manual',
      signal: AbortSignal.timeout(5_000),
      ...(visit.kind === 'one_click'
        ? {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: 'List-Unsubscribe=One-Click',
          }
        : { method: 'GET' }),
    })
      .then((res) => res.arrayBuffer())
      .catch(() => undefined);
    if (visit.kind === 'one_click') return;
  }
}
