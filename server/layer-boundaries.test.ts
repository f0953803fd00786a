import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * Lint probes: the project's own eslint.config.js run on snippets placed in the server's layers, so
 * a change to the config that stops catching an upward import (or SQL in a route) fails here.
 */
const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

/** The rule ids ESLint reports for `code` as if it were the file at `filePath`. */
const problems = async (filePath: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((m) => m.ruleId ?? m.message);
};
const upward = 'import-x/no-restricted-paths';

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
  ])(
    'refuses an upward import: %s',
    async (_, filePath, line) => {
      expect(
        await problems(filePath, `${line}\nexport const probe = [${/\{ (\w+) \}/.exec(line)![1]}];\n`),
      ).toEqual([upward]);
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
  ])(
    'allows a downward import: %s',
    async (_, filePath, line) => {
      expect(
        await problems(filePath, `${line}\nexport const probe = [${/\{ (\w+) \}/.exec(line)![1]}];\n`),
      ).toEqual([]);
    },
    30_000,
  );

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
