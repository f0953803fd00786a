import { expect, it } from 'vitest';
import { createLogger } from './logger';

it('redacts authorization headers and bodies wherever a caller puts them, and honours the level', () => {
  const lines: [string, string][] = [];
  const log = createLogger('info', (line, lvl) => lines.push([lvl, line]));
  log.info('request', {
    request_id: 'r1',
    headers: { authorization: 'Bearer rd_secret-key-0000000000' },
    req: { headers: { authorization: 'Bearer rd_other-key-00000000000' } },
    body: { email: 'person@example.com' },
  });
  log.error('failed', { request_id: 'r2' });
  const text = lines.map(([, l]) => l).join('');
  expect(text).not.toMatch(/rd_secret|rd_other|person@example/);
  expect(lines.map(([lvl, l]) => [lvl, JSON.parse(l).level, JSON.parse(l).request_id])).toEqual([
    ['info', 'info', 'r1'],
    ['error', 'error', 'r2'],
  ]);

  const quiet: string[] = [];
  createLogger('error', (l) => quiet.push(l)).info('hidden');
  createLogger('silent', (l) => quiet.push(l)).error('hidden');
  expect(quiet).toEqual([]);
});
