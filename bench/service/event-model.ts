/**
 * The shape of the bench's message history, as integer arithmetic on the message number `i` so the
 * SQL that writes the rows and the JS that counts them compute the very same thing.
 * Every event of a message happens on the message's UTC day (at most 4 minutes after it).
 */
import type { MessageEventType } from '../../src/contract';
import { stepsFor } from '../../server/services/messages/scenarios';
import type { CounterTally } from '../../server/store/repos/event-counters';
import { classifyEvent } from '../../server/store/repos/event-classification';

export const messageCount = 2_500_000;
/** 367 days: a 366-day range fits inside with a day to spare. */
export const dayCount = 367;
export const sendingDomains = [
  'mail.northwind-shop.com',
  'news.northwind-shop.com',
  'billing.northwind-shop.com',
  'alerts.contoso-cloud.io',
  'hello.fabrikam.app',
  'notify.tailspin-travel.eu',
];

/** Share of messages per scenario, out of 100; the mix averages exactly 4 events per message. */
const scenarioShares: [string, number][] = [
  ['deliver', 27],
  ['open', 30],
  ['click', 28],
  ['bounce', 4],
  ['softbounce', 3],
  ['defer', 3],
  ['fail', 2],
  ['complaint', 3],
];
/** Out of 10: the first domain sends 40%, the second 20%, the others 10% each. */
const domainShares = [4, 2, 1, 1, 1, 1];

const ranges = (shares: number[]) => {
  let lo = 0;
  return shares.map((n) => [lo, (lo += n)] as const);
};
const scenarioRanges = ranges(scenarioShares.map(([, n]) => n));
const domainRanges = ranges(domainShares);

export const scenarioOf = (i: number) => {
  const s = (i * 37) % 100;
  return scenarioShares[scenarioRanges.findIndex(([lo, hi]) => s >= lo && s < hi)]![0];
};
/** 1-based: the id of the domain row, inserted in `sendingDomains` order. */
export const domainOf = (i: number) => {
  const t = (i * 13) % 10;
  return domainRanges.findIndex(([lo, hi]) => t >= lo && t < hi) + 1;
};
export const dayOf = (i: number) => Math.floor((i * dayCount) / messageCount);
export const secondOfDay = (i: number) => (i * 7919) % 82_800;

/** The recipient domains the loader cycles through: message i writes to `recipientOf(i)`. */
export const recipientDomains = ['gmail.com', 'yahoo.com', 'outlook.com', 'example.org'] as const;
export const recipientOf = (i: number) => `customer${i % 400_000}@${recipientDomains[i % 4]}`;

/** The same functions as SQL over a bigint `i`. */
const caseOf = (expr: string, values: string[], rs: (readonly [number, number])[]) =>
  `CASE ${rs.map(([lo, hi], k) => `WHEN ${expr} >= ${lo} AND ${expr} < ${hi} THEN ${values[k]}`).join(' ')} END`;
export const sql = {
  scenario: (i: string) =>
    caseOf(
      `((${i}) * 37) % 100`,
      scenarioShares.map(([n]) => `'${n}'`),
      scenarioRanges,
    ),
  domain: (i: string) =>
    caseOf(
      `((${i}) * 13) % 10`,
      domainShares.map((_, k) => String(k + 1)),
      domainRanges,
    ),
  day: (i: string) => `((${i}) * ${dayCount}) / ${messageCount}`,
  secondOfDay: (i: string) => `((${i}) * 7919) % 82800`,
  recipient: (i: string) =>
    `'customer' || ((${i}) % 400000) || '@' || (ARRAY[${recipientDomains.map((d) => `'${d}'`).join(',')}])[1 + (${i}) % 4]`,
};

export interface ScenarioStep {
  scenario: string;
  k: number;
  type: MessageEventType;
  attrs: Record<string, unknown>;
  status: string | undefined;
  /** The reply's class and side, as the service classifies the event when it records it. */
  bounce_class: string | null;
  bounce_side: string | null;
}

/** The service's own simulator scripts: events, attributes and final status per scenario. */
export const scenarioSteps: ScenarioStep[] = scenarioShares.flatMap(([scenario]) =>
  stepsFor(scenario, 'example.com').map((step, k) => {
    const classification = classifyEvent(step.event, step.attrs ?? {});
    return {
      scenario,
      k,
      type: step.event,
      attrs: step.attrs ?? {},
      status: step.status,
      bounce_class: classification?.class ?? null,
      bounce_side: classification?.side ?? null,
    };
  }),
);

export const finalStatusOf = (scenario: string) =>
  scenarioSteps.filter((s) => s.scenario === scenario && s.status).at(-1)!.status!;

const stepsOf = new Map(
  scenarioShares.map(([name]) => [name, scenarioSteps.filter((s) => s.scenario === name)]),
);

/** Adds message i's acceptance and events to the counters, `times` over, as the loader's SQL writes them. */
function countMessage(tally: CounterTally, i: number, firstDayMs: number, times: number) {
  const createdAt = firstDayMs + dayOf(i) * 86_400_000 + secondOfDay(i) * 1000;
  const domainId = domainOf(i);
  const to = recipientOf(i);
  tally.add({ type: 'accepted', at: new Date(createdAt), domainId, to }, times);
  for (const s of stepsOf.get(scenarioOf(i))!)
    tally.add({ type: s.type, at: new Date(createdAt + s.k * 60_000), domainId, to, attrs: s.attrs }, times);
}

/**
 * Adds messages lo..hi to the counters. Messages alike in day, sending domain, recipient domain and
 * scenario add the very same deltas to day-keyed tables (their events all fall on that day), so one
 * of each kind is counted as many times as there are; this keeps 12.5M events to a few seconds.
 * A table keyed finer than the day would need each message counted on its own.
 */
export function countMessages(tally: CounterTally, lo: number, hi: number, firstDayMs: number) {
  const kinds = new Map<string, { first: number; n: number }>();
  for (let i = lo; i <= hi; i++) {
    const key = `${dayOf(i)}|${domainOf(i)}|${i % recipientDomains.length}|${scenarioOf(i)}`;
    const kind = kinds.get(key);
    if (kind) kind.n++;
    else kinds.set(key, { first: i, n: 1 });
  }
  for (const { first, n } of kinds.values()) countMessage(tally, first, firstDayMs, n);
}
