import { afterEach, describe, expect, it, vi } from 'vitest';
import { onFirstUse } from './on-first-use';
import { z } from './zod';

afterEach(() => {
  z.config({ postProcessor: undefined });
});

describe('onFirstUse', () => {
  it('builds nothing until read, then once, and stands in for what it built', () => {
    const build = vi.fn(() => z.object({ email: z.string() }));
    const schema = onFirstUse(build);
    const list = z.array(schema);
    expect(build).not.toHaveBeenCalled();

    expect(list.parse([{ email: 'a@x.test' }])).toEqual([{ email: 'a@x.test' }]);
    expect(schema.safeParse({ email: 1 }).success).toBe(false);
    expect(z.extend(schema, { id: z.number() }).parse({ email: 'b@x.test', id: 1 })).toEqual({
      email: 'b@x.test',
      id: 1,
    });
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('spreads a shape, and keeps a description where a JSON Schema looks it up', () => {
    const shape = onFirstUse(() => ({ day: z.string().check(z.describe('A UTC day')) }));
    const query = z.object({ ...shape, limit: z.number() });
    expect(Object.keys(query.def.shape)).toEqual(['day', 'limit']);

    const described = onFirstUse(() => z.string().check(z.describe('An address')));
    expect(z.toJSONSchema(z.object({ to: described }))).toMatchObject({
      properties: { to: { type: 'string', description: 'An address' } },
    });
    expect(z.globalRegistry.get(described)).toEqual({ description: 'An address' });
  });
});

describe('the contract', () => {
  it('builds no schema when it loads: each is built when first used', async () => {
    vi.resetModules();
    let built = 0;
    z.config({ postProcessor: () => built++ });
    const contract = await import('./index');
    expect(built).toBe(0);

    contract.suppressionListDataSchema.safeParse({});
    expect(built).toBeGreaterThan(0);
  });
});
