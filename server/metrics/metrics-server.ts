import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isLoopbackHostHeader } from './metrics-host';
import type { Metrics } from './metrics';

/**
 * METRICS_PORT: /metrics without a token, bound to 127.0.0.1 only, so what reaches it is a
 * scraper (or a sidecar) on the same host, and only for a Host naming loopback (421 otherwise:
 * DNS rebinding). Port 0 picks a free port (tests).
 */
export async function startMetricsServer(metrics: Metrics, port: number) {
  const server = createServer((req, res) => {
    if (!isLoopbackHostHeader(req.headers.host, (server.address() as AddressInfo).port)) {
      res.writeHead(421, { 'content-type': 'text/plain' }).end('Misdirected Request: not a loopback Host');
      return;
    }
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
      return;
    }
    metrics.registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      () => res.writeHead(500, { 'content-type': 'text/plain' }).end('metrics unavailable'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/metrics`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
