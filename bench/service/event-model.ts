/**
 * The shape of the bench's message history, as integer arithmetic on the message number `i` so the
 * SQL that writes the rows and the JS that writes the daily counters compute the very same thing.
 * Every event of a message happens on the message's UTC day (at most 4 minutes after it).
 */
import { statCounters, type StatCounter } from '../../src/contract';
import { counterFor, stepsFor } from '../../server/delivery/scenarios';

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
};

export interface ScenarioStep {
  scenario: string;
  k: number;
  type: string;
  attrs: Record<string, unknown>;
  status: string | undefined;
}

/** The service's own simulator scripts: events, attributes and final status per scenario. */
export const scenarioSteps: ScenarioStep[] = scenarioShares.flatMap(([scenario]) =>
  stepsFor(scenario, 'example.com').map((step, k) => ({
    scenario,
    k,
    type: step.event,
    attrs: step.attrs ?? {},
    status: step.status,
  })),
);

export const finalStatusOf = (scenario: string) =>
  scenarioSteps.filter((s) => s.scenario === scenario && s.status).at(-1)!.status!;

/** The recipient domains the loader cycles through (message i gets the (i % 4)th), and their providers. */
export const recipientDomains = ['gmail.com', 'yahoo.com', 'outlook.com', 'example.org'] as const;
export const recipientProviders = ['gmail', 'yahoo', 'microsoft', 'other'] as const;

/**
 * What daily_stats must hold: counters per `day index|domain id`, from the model, not the rows; with
 * `byProvider`, what daily_provider_stats must hold, per `day index|domain id|provider`.
 */
export function expectedDailyStats(byProvider = false) {
  const perScenario = new Map<string, Partial<Record<StatCounter, number>>>();
  for (const [scenario] of scenarioShares) {
    const c: Partial<Record<StatCounter, number>> = { accepted: 1 };
    for (const s of scenarioSteps.filter((x) => x.scenario === scenario)) {
      const counter = counterFor(s.type, s.attrs) as StatCounter | null;
      if (counter) c[counter] = (c[counter] ?? 0) + 1;
    }
    perScenario.set(scenario, c);
  }
  const out = new Map<string, Record<StatCounter, number>>();
  for (let i = 0; i < messageCount; i++) {
    const key = `${dayOf(i)}|${domainOf(i)}${byProvider ? `|${recipientProviders[i % 4]}` : ''}`;
    let row = out.get(key);
    if (!row) out.set(key, (row = Object.fromEntries(statCounters.map((c) => [c, 0])) as never));
    for (const [c, n] of Object.entries(perScenario.get(scenarioOf(i))!)) row[c as StatCounter] += n;
  }
  return out;
}

export const eventsPerMessage = () =>
  scenarioShares.reduce(
    (n, [s, share]) => n + share * scenarioSteps.filter((x) => x.scenario === s).length,
    0,
  ) / 100;
