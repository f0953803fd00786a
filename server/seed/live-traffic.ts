import type { ServiceContext } from '../context';
import { submitMessage } from '../services/messages/submit';
import { demoDomains, recipientPool } from './demo-people';
import { createRandom } from './random';

/** Simulator addresses, weighted roughly like real traffic: mostly delivered, a few of each story. */
const stories = [
  '',
  '',
  '',
  '',
  '',
  '',
  '',
  'open',
  'open',
  'click',
  'softbounce',
  'defer',
  'bounce',
  'complaint',
  'fail',
  'unsubscribe',
  'scanner',
];
/** Readers who press one-click unsubscribe, and gateways that scan links, get newsletters (bulk). */
const bulkStories = new Set(['unsubscribe', 'scanner']);

/**
 * LIVE_TRAFFIC=1: submits a message every few seconds through the same path as POST /messages, so
 * a demo's charts, timelines and webhooks keep moving.
 */
export function startLiveTraffic(ctx: ServiceContext, everyMs = 4000) {
  const random = createRandom(Date.now() % 2 ** 31);
  const people = recipientPool(random, 500);
  const timer = setInterval(() => {
    const story = random.pick(stories);
    const person = random.pick(people);
    const to = story ? `${story}+${person.split('@')[0]}@${person.split('@')[1]}` : person;
    const domain = random.pick(demoDomains);
    const subject = random.pick(domain.subjects).replace('{n}', String(random.int(10_000, 99_999)));
    // About a third of the rest is bulk too: the statistics and the log have both streams to show.
    const stream = bulkStories.has(story) || random.chance(1 / 3) ? 'bulk' : 'transactional';
    submitMessage(ctx, { to, subject, from: `hello@${domain.name}`, stream })
      .then(() => ctx.nudge())
      .catch(() => undefined);
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
