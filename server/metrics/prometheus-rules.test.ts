import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { parse } from 'yaml';
import { createMetrics } from './metrics';

interface Rule {
  alert: string;
  expr: string;
  for?: string;
}

const file = parse(readFileSync(new URL('../../docs/prometheus-rules.yml', import.meta.url), 'utf8')) as {
  groups: { name: string; rules: Rule[] }[];
};
const rules = file.groups.flatMap((g) => g.rules);

/** The series names and labels /metrics serves, read from the service's own registry. */
async function servedSeries() {
  const metrics = createMetrics(async () => ({
    outboxPending: 0,
    oldestPendingAgeSeconds: 0,
    simulatorBacklog: 0,
    alertsFiring: [{ rule: 'r', n: 1 }],
  }));
  metrics.messageEvent('accepted', 'gmail');
  metrics.webhookAttempt('succeeded', 10);
  const names = new Map<string, Set<string>>();
  for (const m of await metrics.registry.getMetricsAsJSON()) {
    const labels = new Set<string>();
    for (const v of m.values as { labels: Record<string, unknown> }[])
      Object.keys(v.labels).forEach((l) => labels.add(l));
    names.set(m.name, labels);
  }
  return names;
}

it('every rule is an alert with an expression, and names only series /metrics serves', async () => {
  expect(rules.length).toBeGreaterThanOrEqual(6);
  const served = await servedSeries();
  for (const rule of rules) {
    expect(rule.alert).toMatch(/^Relaydesk[A-Z]\w+$/);
    const series = [...rule.expr.matchAll(/\b(relaydesk_[a-z_]+)(\{([^}]*)\})?/g)];
    expect(series.length, rule.alert).toBeGreaterThan(0);
    for (const [, name, , labels] of series) {
      expect(served.has(name!), `${rule.alert}: ${name}`).toBe(true);
      for (const [, label] of (labels ?? '').matchAll(/(\w+)\s*=~?/g))
        expect(served.get(name!)!.has(label!), `${rule.alert}: ${name}{${label}}`).toBe(true);
    }
    for (const [, label] of rule.expr.matchAll(/by \(([^)]*)\)/g))
      for (const l of label!.split(',').map((x) => x.trim()))
        expect(
          [...served.values()].some((set) => set.has(l)),
          `${rule.alert}: by ${l}`,
        ).toBe(true);
  }
});

it('every rate rule carries a minimum volume, so a small sender never fires on a handful', () => {
  for (const rule of rules.filter((r) => r.expr.includes(' / ')))
    expect(rule.expr, rule.alert).toMatch(/\band\b[\s\S]*>=\s*\d+/);
});
