import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../config';
import { startService } from '../service';

/**
 * METRICS_PORT answers only a Host that names loopback: a browser page whose name was rebound to
 * 127.0.0.1 sends its own name as the Host and must get no metrics. Over real HTTP on loopback.
 */
let service: Awaited<ReturnType<typeof startService>>;
let port: number;
beforeAll(async () => {
  service = await startService(testConfig({ PORT: 0, METRICS_PORT: 0 }));
  port = Number(new URL(service.metricsUrl!).port);
});
afterAll(() => service.close());

/** GET /metrics with exactly this Host header (fetch would not let a caller choose it). */
const scrape = (host: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/metrics', headers: { host } }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });

describe('the METRICS_PORT Host check', () => {
  it.each(['127.0.0.1', '127.0.0.1:{port}', 'localhost', 'LocalHost:{port}', '[::1]', '[::1]:{port}'])(
    'answers Host %s',
    async (host) => {
      const res = await scrape(host.replace('{port}', String(port)));
      expect(res.status).toBe(200);
      expect(res.body).toContain('relaydesk_http_requests_total');
    },
  );

  it.each([
    'attacker.example',
    'attacker.example:{port}',
    '127.0.0.1.attacker.example',
    'localhost.attacker.example:{port}',
    'attacker.localhost',
    '127.0.0.2',
    '[::ffff:127.0.0.1]',
    '127.0.0.1:{other}',
    'localhost:{other}',
    '127.0.0.1:{port}@attacker.example',
  ])('refuses Host %s with 421 and no metrics', async (host) => {
    const res = await scrape(host.replace('{port}', String(port)).replace('{other}', String(port + 1)));
    expect(res.status).toBe(421);
    expect(res.body).not.toContain('relaydesk_');
  });
});
