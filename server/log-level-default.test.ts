import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { createLogger } from './logger';
import { startTestService, type TestService } from './test/harness';

/**
 * Request lines stay out of a person's terminal unless LOG_LEVEL asks for them (the sign-in link
 * must not scroll away); elsewhere every line is written. Requests over real HTTP, to a service
 * whose logger has the level `loadConfig` chose.
 */
let service: TestService | undefined;
afterEach(async () => {
  await service?.close();
  service = undefined;
});

/** The lines one API request and one failing request leave, at the level chosen for `env`. */
async function linesOfRequests(env: Record<string, string>, terminal: boolean) {
  const { LOG_LEVEL } = loadConfig(env, { terminal });
  const lines: { msg: string; path?: string; level: string }[] = [];
  service = await startTestService({}, { log: createLogger(LOG_LEVEL, (l) => lines.push(JSON.parse(l))) });
  expect((await service.call('GET', '/suppressions?limit=1')).status).toBe(200);
  expect((await service.call('GET', '/suppressions?limit=1', undefined, 'not-a-key-0000000000')).status).toBe(
    401,
  );
  return { LOG_LEVEL, lines };
}

describe('the default log level', { timeout: 120_000 }, () => {
  it('keeps request lines out of a terminal', async () => {
    const { LOG_LEVEL, lines } = await linesOfRequests({}, true);
    expect(LOG_LEVEL).toBe('error');
    expect(lines).toEqual([]);
  });

  it('writes a JSON line per request when not in a terminal', async () => {
    const { LOG_LEVEL, lines } = await linesOfRequests({}, false);
    expect(LOG_LEVEL).toBe('info');
    expect(lines.map((l) => [l.level, l.msg, l.path])).toEqual([
      ['info', 'request', '/api/v1/suppressions'],
      ['info', 'request', '/api/v1/suppressions'],
    ]);
  });

  it('brings request lines back in a terminal with LOG_LEVEL=info, and honours any level given', async () => {
    const { lines } = await linesOfRequests({ LOG_LEVEL: 'info' }, true);
    expect(lines.filter((l) => l.msg === 'request')).toHaveLength(2);
    expect(loadConfig({ LOG_LEVEL: 'silent' }, { terminal: false }).LOG_LEVEL).toBe('silent');
    expect(loadConfig({ LOG_LEVEL: '' }, { terminal: false }).LOG_LEVEL).toBe('info');
  });
});
