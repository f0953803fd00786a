import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  method: string;
  /** When the whole request had arrived, and when its exchange ended (answered, or cut by the sender). */
  at: number;
  endedAt?: number;
}

/** The delivery id the service sends with every attempt of one delivery. */
export const deliveryIdOf = (request: Received) => String(request.headers['x-service-delivery-id']);

/**
 * A real HTTP endpoint on loopback that records what it receives and answers as told:
 * `respond` returns a status (and optionally a delay, or a promise to answer after) per request.
 */
export async function startReceiver(
  respond: (n: number) => {
    status: number;
    delayMs?: number;
    after?: Promise<unknown>;
    body?: string;
  } = () => ({ status: 200 }),
  { dualStack = false, host = '127.0.0.1' }: { dualStack?: boolean; host?: string } = {},
) {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const request: Received = {
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        method: req.method ?? '',
        at: performance.now(),
      };
      received.push(request);
      res.once('close', () => (request.endedAt = performance.now()));
      const answer = respond(received.length);
      void Promise.resolve(answer.after).then(() =>
        setTimeout(() => {
          if (res.destroyed) return;
          res.writeHead(answer.status, { 'content-type': 'text/plain' });
          res.end(answer.body ?? `answer ${answer.status}`);
        }, answer.delayMs ?? 0),
      );
    });
  });
  // Dual stack answers on ::1 and 127.0.0.1 alike, whichever `localhost` resolves to first.
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    if (dualStack) server.listen({ port: 0, host: '::', ipv6Only: false }, resolve);
    else server.listen(0, host, resolve);
  }).catch(() => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)));
  const { port, address } = server.address() as AddressInfo;
  return {
    url: `http://${address === '::1' ? '[::1]' : '127.0.0.1'}:${port}/hooks`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
