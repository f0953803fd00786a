import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type Endpoint } from '../../src/contract/endpoints';
import type { z } from '../../src/contract/zod';
import { startTestService, type TestService } from '../test/harness';
import { addPerson, browserHeaders, sessionOf } from '../test/signed-in-person';

/**
 * Every whole-number parameter of every endpoint, query or path, takes plain decimal digits and
 * nothing else. The parameters are found by what they do (the text `5` reads as the number 5), not
 * by which schema they use, so a new one written loosely is caught too. Over real HTTP.
 */
let s: TestService;
/** An Owner's browser headers, for the endpoints only people may call (keys are refused before parsing). */
let owner: Record<string, string>;
beforeAll(async () => {
  s = await startTestService({ RATE_LIMIT_BURST: 1_000_000, RATE_LIMIT_RPS: 1_000_000 });
  const id = await addPerson(s.db, { email: 'owner@integers.example', role: 'owner' });
  owner = browserHeaders(s.base, await sessionOf(s.db, s.ctx.config, id));
});
afterAll(() => s.close());

type Where = 'query' | 'path';
const shapeOf = (schema: z.ZodMiniType | undefined): Record<string, z.ZodMiniType> => {
  let def = schema?._zod.def as { type: string; in?: z.ZodMiniType; shape?: Record<string, z.ZodMiniType> };
  while (def?.type === 'pipe' && def.in) def = def.in._zod.def as typeof def;
  return def?.shape ?? {};
};
const readsAsNumber = (schema: z.ZodMiniType) => {
  const parsed = schema.safeParse('5');
  return parsed.success && parsed.data === 5;
};

const integerParams = Object.entries(endpoints).flatMap(([name, e]: [string, Endpoint]) =>
  (['query', 'path'] as const).flatMap((where: Where) =>
    Object.entries(shapeOf(where === 'query' ? e.query : e.params))
      .filter(([, schema]) => readsAsNumber(schema))
      .map(([param]) => ({ name, endpoint: e, where, param })),
  ),
);

/** The request with `value` (already URL-encoded) in `param`; other path parameters valid. */
function call({ endpoint, where, param }: (typeof integerParams)[number], value: string) {
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_, p: string) => {
    if (where === 'path' && p === param) return value;
    return readsAsNumber(shapeOf(endpoint.params)[p]!) ? '1' : randomUUID();
  });
  const query = where === 'query' ? `?${param}=${value}` : '';
  const body = endpoint.body ? {} : undefined;
  return endpoint.permission === 'person'
    ? s.call(endpoint.method.toUpperCase(), `${path}${query}`, body, null, owner)
    : s.call(endpoint.method.toUpperCase(), `${path}${query}`, body);
}

const loose = [
  '0x5',
  '0X5',
  '5e0',
  '1e1',
  '%2B5',
  '+5',
  '-5',
  '-0',
  '5.0',
  '5.',
  '.5',
  '05',
  '00',
  '%205',
  '5%20',
  '0b101',
  '0o5',
  '%EF%BC%95', // fullwidth 5
  '5_0',
  '9007199254740992',
  '99999999999999999999',
  'Infinity',
  'NaN',
];

describe('whole-number parameters', () => {
  it('are found on every endpoint that has them', () => {
    const found = new Set(integerParams.map((p) => `${p.name}.${p.param}`));
    // A floor, so a detection gone blind fails here rather than passing with nothing to check.
    for (const known of [
      'listSuppressions.limit',
      'listAuditLog.key_id',
      'statsDaily.domain_id',
      'listAlerts.rule_id',
      'deleteWebhook.id',
    ])
      expect(found).toContain(known);
  });

  it.each(integerParams.map((p) => [`${p.name} ${p.where} ${p.param}`, p] as const))(
    '%s: refuses every loose spelling with a 400 naming it, takes plain digits',
    async (_, p) => {
      for (const value of p.where === 'query' ? [...loose, ''] : loose) {
        const res = await call(p, value);
        expect(res.status, `${p.param}=${value}: ${res.text}`).toBe(400);
        expect(
          res.json.error.details.map((d: { field: string }) => d.field),
          value,
        ).toContain(p.param);
      }
      const plain = await call(p, '5');
      const fields =
        plain.status === 400 ? plain.json.error.details.map((d: { field: string }) => d.field) : [];
      expect(fields, plain.text).not.toContain(p.param);
    },
  );
});
