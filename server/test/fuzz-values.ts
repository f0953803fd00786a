import fc from 'fast-check';
import type { z } from '../../src/contract/zod';
import { batchSuppressionBodySchema, batchSuppressionItemSchema } from '../../src/contract';

/**
 * Values for fuzzing the API, drawn from the contract's own schemas: every field of a body (nested
 * objects such as a suppression's `source` and a batch's items included) and every query parameter
 * an endpoint declares gets hostile text, and values near the edges of what its schema allows.
 */

export const hostile = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.constantFrom(
    "' OR 1=1 --",
    "'; DROP TABLE suppressions; --",
    '<script>alert(1)</script>',
    '\u202egnp.exe',
    '\u0000',
    '%00',
    '../../etc/passwd',
    '${jndi:ldap://x}',
    '__proto__',
    'constructor',
    '-1',
    '1e309',
    'NaN',
    '9007199254740993',
    'a'.repeat(5000),
    '😀'.repeat(300),
  ),
);

/** At, inside and beyond the edges of the supported range, far offsets, and days that are none. */
const edgeTimeList = [
  '0000-01-01T00:00:00Z',
  '0001-01-01T00:00:00+01:00',
  '1969-12-31T23:59:59.999Z',
  '1970-01-01T00:00:00Z',
  '1970-01-01T00:00:00-23:59',
  '1970-01-02T00:00:00+23:59',
  '9999-12-31T23:59:59.999Z',
  '9999-12-31T23:59:59-01:00',
  '+010000-01-01T00:00:00Z',
  '-000001-01-01T00:00:00Z',
  '2026-02-29T00:00:00Z',
  '2026-13-01T00:00:00Z',
  '2026-01-01T24:00:00Z',
  '2026-01-01T00:00:00.123456789+05:30',
  new Date(Date.now() - 3_600_000).toISOString(),
  new Date(Date.now() + 3_600_000).toISOString(),
  '0000-01-01',
  '1969-12-31',
  '1970-01-01',
  '9999-12-31',
  '2026-02-30',
  '20260101',
];
export const edgeTimes = fc.constantFrom(...edgeTimeList);

/** UUIDs of every version and variant, in both cases, and texts that only look like one. */
const edgeUuidList = [
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'A0000000-0000-1000-C000-000000000000',
  '0190b6f4-7e3a-7c1d-9f00-000000000001',
  '{a0000000-0000-1000-c000-000000000000}',
  'a00000001000c000000000000000000',
  'g0000000-0000-1000-c000-000000000000',
  'a'.repeat(64),
];
export const edgeUuids = fc.constantFrom(...edgeUuidList);

const edgeNumberList = [-1, 0, 0.5, Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER + 2, 1e300];

/**
 * Ordinary values: each field's valid ones are the candidates its own schema accepts, so most
 * requests get past validation with one value at an edge, and reach the store.
 */
const candidates: unknown[] = [
  ...['1', '2', '10', '500', 'abc', 'fuzz', 'true', 'false'],
  ...['manual', 'complaint', 'hard_bounce', 'api', 'dashboard', 'import', 'automatic'],
  ...['delivered', 'bounced', 'pending', 'created_at_desc', 'email_asc'],
  ...['suppression.create', 'suppression.batch', 'webhook.create', 'suppression', 'webhook', 'key'],
  ...['keep@fuzz.test', 'fuzz-new@fuzz.test', 'someone@fuzz.test', '@fuzz.test', 'Fuzz subject'],
  ...['stats', 'admin', 'send', 'https://127.0.0.1:1/fuzz', 'http://127.0.0.1:1/fuzz'],
  ...[1, 2, 10, 100, 0, true, false, null, ['delivered'], ['manual'], ['stats', 'send']],
  ...edgeTimeList,
  ...edgeUuidList,
];
const edges: unknown[] = [...edgeTimeList, ...edgeUuidList, ...edgeNumberList];

type Def = {
  type: string;
  innerType?: z.ZodMiniType;
  in?: z.ZodMiniType;
  shape?: Record<string, z.ZodMiniType>;
  element?: z.ZodMiniType;
};
const defOf = (schema: z.ZodMiniType) => schema._zod.def as unknown as Def;

/** The schema under optional, nullable, default and pipes (their input side): what a client writes. */
function written(schema: z.ZodMiniType): z.ZodMiniType {
  const def = defOf(schema);
  if (def.innerType) return written(def.innerType);
  if (def.type === 'pipe' && def.in) return written(def.in);
  return schema;
}

/** A batch's items are `unknown[]` (the service checks each on its own); fuzz them as items. */
const batchItem = defOf(written(batchSuppressionBodySchema.def.shape.items)).element;

/** Mostly a value the field accepts, often one at an edge, sometimes hostile text. */
function fieldValue(schema: z.ZodMiniType, onlyText: boolean): fc.Arbitrary<unknown> {
  const pool = onlyText ? candidates.filter((c) => typeof c === 'string') : candidates;
  const valid = pool.filter((c) => schema.safeParse(c).success);
  const edge = onlyText ? edges.map(String) : edges;
  return fc.oneof(
    ...(valid.length ? [{ arbitrary: fc.constantFrom(...valid), weight: 4 }] : []),
    { arbitrary: fc.constantFrom(...edge), weight: 2 },
    { arbitrary: onlyText ? hostile : fc.oneof(hostile, fc.jsonValue({ maxDepth: 2 })), weight: 1 },
  );
}

const isOptional = (schema: z.ZodMiniType) => ['optional', 'default'].includes(defOf(schema).type);

/**
 * A value shaped like what `schema` takes, recursively: objects field by field (required fields
 * always present, nested ones such as a suppression's `source` too), arrays item by item.
 */
export function shapedLike(schema: z.ZodMiniType, depth = 0): fc.Arbitrary<unknown> {
  const inner = written(schema);
  if (inner === batchItem) return shapedLike(batchSuppressionItemSchema, depth);
  const def = defOf(inner);
  if (depth < 4 && def.type === 'object' && def.shape) {
    const fields = Object.entries(def.shape);
    return fc.record(Object.fromEntries(fields.map(([k, v]) => [k, shapedLike(v, depth + 1)])), {
      requiredKeys: fields.filter(([, v]) => !isOptional(v)).map(([k]) => k),
    });
  }
  if (depth < 4 && def.type === 'array' && def.element) {
    const items = fc.array(shapedLike(def.element, depth + 1), { minLength: 1, maxLength: 2 });
    return fc.oneof({ arbitrary: items, weight: 4 }, { arbitrary: fieldValue(schema, false), weight: 1 });
  }
  return fieldValue(schema, false);
}

/** A query's parameters for `schema` (text, mostly valid, one often at an edge), or `fallbackKeys`. */
export function queryLike(schema: z.ZodMiniType | undefined, fallbackKeys: string[]) {
  const shape = schema ? defOf(written(schema)).shape : undefined;
  const keys = shape ? Object.keys(shape) : fallbackKeys;
  const valueFor = (k: string) => (shape?.[k] ? fieldValue(shape[k], true) : hostile);
  const chosen = fc.uniqueArray(fc.constantFrom(...keys), { maxLength: 3 });
  // A route without a query mostly gets none, so its body is what gets tested.
  return (
    shape ? chosen : fc.oneof({ arbitrary: fc.constant([]), weight: 3 }, { arbitrary: chosen, weight: 1 })
  )
    .chain((chosen) => fc.record(Object.fromEntries(chosen.map((k) => [k, valueFor(k)]))))
    .map((query) => query as Record<string, string>);
}
