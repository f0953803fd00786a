import { ESLint } from 'eslint';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Lint probes: the project's own eslint.config.js run on snippets placed in its layers, so a change
 * to the config that stops catching an upward import, a cycle, a hand-written API path or SQL in a
 * route fails here. Only the probes are linted, never the whole tree.
 */
// Without a trailing slash: a cwd that differs from process.cwd() by one makes the TypeScript
// resolver drop the tsconfig paths, and every '@/…' import would go unchecked.
const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const eslint = new ESLint({ cwd: root });

/** The rule ids ESLint reports for `code` as if it were the file at `filePath`. */
const problems = async (filePath: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((m) => m.ruleId ?? m.message);
};
const upward = 'import-x/no-restricted-paths';
/** `line` (importing `{ name }`), plus a use of the name so nothing is unused. */
const importing = (line: string) => `${line}\nexport const probe = [${/\{ (\w+) \}/.exec(line)![1]}];\n`;

describe('server layers (eslint.config.js)', () => {
  it.each([
    ['delivery imports a route', 'server/delivery/probe.ts', "import { keyRoutes } from '../routes/keys';"],
    ['seed imports http', 'server/seed/probe.ts', "import { route } from '../http/route';"],
    [
      'store imports a service',
      'server/store/repos/probe.ts',
      "import { createKey } from '../../services/keys/create';",
    ],
    ['a service imports http', 'server/services/keys/probe.ts', "import { route } from '../../http/route';"],
    [
      'a service imports delivery',
      'server/services/probe.ts',
      "import { attemptNow } from '../delivery/webhook-worker';",
    ],
    ['http imports a route', 'server/http/probe.ts', "import { keyRoutes } from '../routes/keys';"],
    ['store imports metrics', 'server/store/probe.ts', "import { instrument } from '../metrics/instrument';"],
    ['metrics import a route', 'server/metrics/probe.ts', "import { keyRoutes } from '../routes/keys';"],
    ['a route imports app.ts', 'server/routes/probe.ts', "import { createApp } from '../app';"],
    [
      'a service imports service.ts',
      'server/services/probe.ts',
      "import { startService } from '../service';",
    ],
    ['context imports a service', 'server/context.ts', "import { createKey } from './services/keys/create';"],
    ['the CLI imports http', 'server/cli/probe.ts', "import { route } from '../http/route';"],
  ])(
    'refuses an upward import: %s',
    async (_, filePath, line) => {
      expect(await problems(filePath, importing(line))).toEqual([upward]);
    },
    30_000,
  );

  it.each([
    [
      'a route imports a service',
      'server/routes/probe.ts',
      "import { createKey } from '../services/keys/create';",
    ],
    [
      'a service imports a repository',
      'server/services/probe.ts',
      "import { listKeys } from '../store/repos/keys-repo';",
    ],
    [
      'delivery imports a service',
      'server/delivery/probe.ts',
      "import { createKey } from '../services/keys/create';",
    ],
    [
      'a test starts the whole service',
      'server/metrics/probe.test.ts',
      "import { startService } from '../service';",
    ],
  ])(
    'allows a downward import: %s',
    async (_, filePath, line) => {
      expect(await problems(filePath, importing(line))).toEqual([]);
    },
    30_000,
  );

  it.each([
    ['the outgoing-address check', "import { hostProblem } from '../delivery/ssrf-guard';", upward],
    ["the context's URL check maker", "import { outgoingUrlCheck } from '../delivery/outgoing-url';", upward],
    ['input parsing', "import { parseInput } from '../services/parse-input';", upward],
    [
      'a request-body schema',
      "import { createWebhookBodySchema } from '../../src/contract';",
      'no-restricted-imports',
    ],
    [
      'the URL rules',
      "import { webhookUrlProblem } from '../../src/contract/webhooks';",
      'no-restricted-imports',
    ],
  ])(
    "refuses a route doing a service's input step itself: %s",
    async (_, line, rule) => {
      expect(await problems('server/routes/probe.ts', importing(line))).toEqual([rule]);
    },
    30_000,
  );

  it("lets a route import the contract's endpoints, and a service its body schemas", async () => {
    expect(
      await problems('server/routes/probe.ts', importing("import { endpoints } from '../../src/contract';")),
    ).toEqual([]);
    const schema = "import { createWebhookBodySchema } from '../../../src/contract';";
    expect(await problems('server/services/webhooks/probe.ts', importing(schema))).toEqual([]);
  }, 30_000);

  const sql =
    'export const probe = (db: { query(sql: string): unknown }) =>\n  db.query(`SELECT id FROM webhooks WHERE id = 1`);\n';

  it('refuses SQL outside server/store/repos, and keeps it there', async () => {
    expect(await problems('server/routes/probe.ts', sql)).toEqual(['no-restricted-syntax']);
    expect(await problems('server/services/probe.ts', sql.replace(/`/g, "'"))).toEqual([
      'no-restricted-syntax',
    ]);
    expect(await problems('server/store/repos/probe.ts', sql)).toEqual([]);
  }, 30_000);
});

describe('dashboard layers (eslint.config.js)', () => {
  it.each([
    [
      'by alias',
      'src/features/stats/probe.ts',
      "import { statusMeta } from '@/features/messages/lib/message-status';",
    ],
    [
      'by a relative path',
      'src/features/stats/components/probe.ts',
      "import { statusMeta } from '../../messages/lib/message-status';",
    ],
  ])(
    'refuses a feature importing another feature, %s',
    async (_, filePath, line) => {
      expect(await problems(filePath, importing(line))).toEqual([upward]);
    },
    30_000,
  );

  // A path under a page's root (`/stats/daily`) is refused twice over: as an API path and as a page
  // link written by hand; each rule's own message names the right way.
  const refusals = async (filePath: string, code: string) => [...new Set(await problems(filePath, code))];

  it('refuses apiRequest and the path it is given in a feature', async () => {
    const call = (source: string) =>
      `import { apiRequest } from '${source}';\nimport { z } from '@/contract/zod';\n` +
      "export const probe = () => apiRequest('/stats/daily', { schema: z.unknown() });\n";
    expect(await refusals('src/features/stats/probe.ts', call('@/lib/api-client'))).toEqual([
      upward,
      'no-restricted-syntax',
    ]);
    expect(await refusals('src/app/probe.ts', call('../lib/api-client'))).toEqual([
      upward,
      'no-restricted-syntax',
    ]);
    expect(
      await refusals(
        'src/features/stats/probe.ts',
        "import { apiStream } from '@/lib/api-stream';\nexport const probe = () => apiStream('/messages/export', {});\n",
      ),
    ).toEqual([upward, 'no-restricted-syntax']);
  }, 30_000);

  it.each([
    ['a path of the contract', "'/stats/daily'"],
    ['a path with a query', "'/audit-log?limit=5'"],
    ['a path under /api/v1', "'/api/v1/webhooks'"],
    ['a templated path', '`/webhooks/${id}/deliveries`'],
    ['a templated path under a page path', '`/suppressions/removals/${id}/continue`'],
  ])(
    'refuses a hand-written API path in a feature: %s',
    async (_, path) => {
      const code = `export const probe = (id: number) => [id, ${path}];\n`;
      expect(await problems('src/features/webhooks/probe.ts', code)).toContain('no-restricted-syntax');
    },
    30_000,
  );

  it('page links come from href, never written by hand; fetch stays out', async () => {
    const byHand = "export const probe = (id: string) => [`/webhooks/${id}`, '/messages', '/stats'];\n";
    const messages = (await eslint.lintText(byHand, { filePath: 'src/features/webhooks/probe.ts' }))[0]!
      .messages;
    expect(messages.map((m) => m.ruleId)).toEqual(Array(3).fill('no-restricted-syntax'));
    expect(messages.every((m) => m.message.includes('href(page, state)'))).toBe(true);
    const fromTable =
      "import { href } from '@/lib/href';\nexport const probe = (id: number) => [href('webhook', { id }), href('messages')];\n";
    expect(await problems('src/features/webhooks/probe.ts', fromTable)).toEqual([]);
    expect(
      await problems('src/features/webhooks/probe.ts', "export const probe = () => fetch('/health');\n"),
    ).toEqual(['no-restricted-globals']);
  }, 30_000);
  it("a page's URL state is typed page state: no query string read by hand", async () => {
    const byHand = importing("import { useSearchParams } from 'react-router-dom';");
    for (const filePath of ['src/features/stats/hooks/probe.ts', 'src/app/probe.tsx'])
      expect(await problems(filePath, byHand)).toEqual(['no-restricted-syntax']);
    const typed = importing("import { usePageState } from '@/lib/page-state/page-state';");
    expect(await problems('src/features/stats/hooks/probe.ts', typed)).toEqual([]);
  }, 30_000);
});

describe('import cycles (eslint.config.js)', () => {
  // Cycle rules follow imports on disk, so these probes are real files, removed afterwards.
  const dir = `${root}/server/store/probe-cycle-${process.pid}`;
  const file = (name: string, code: string) => writeFileSync(`${dir}/${name}`, code);
  beforeAll(() => {
    mkdirSync(dir, { recursive: true });
    file('value-a.ts', "import { b } from './value-b';\nexport const a = () => b;\n");
    file('value-b.ts', "import { a } from './value-a';\nexport const b = () => a;\n");
    file('type-a.ts', "import type { B } from './type-b';\nexport interface A {\n  b?: B;\n}\n");
    file('type-b.ts', "import type { A } from './type-a';\nexport interface B {\n  a?: A;\n}\n");
    file('free-a.ts', "import type { B } from './type-b';\nexport type Free = B;\n");
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const lintFile = async (name: string) => {
    const [result] = await eslint.lintFiles([`${dir}/${name}`]);
    return result!.messages.map((m) => m.ruleId ?? m.message);
  };

  it('refuses a cycle of value imports', async () => {
    expect(await lintFile('value-a.ts')).toEqual(['import-x/no-cycle']);
  }, 30_000);

  it('refuses a cycle closed by type imports, which import-x/no-cycle lets through', async () => {
    expect(await lintFile('type-a.ts')).toEqual(['house/no-type-cycle']);
  }, 30_000);

  it('allows a type import that leads into a cycle without closing one', async () => {
    expect(await lintFile('free-a.ts')).toEqual([]);
  }, 30_000);
});
