import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { ServerType } from '@hono/node-server';
import type { Duplex } from 'node:stream';

/**
 * Requests Node refuses before any handler runs (headers over its limit, malformed HTTP) still get
 * the error envelope and a request id, not a bare status line.
 */
export function answerClientErrors(server: ServerType) {
  (server as Server).on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (!socket.writable) return socket.destroy();
    const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
    const [status, reason, code, message] = tooLarge
      ? [431, 'Request Header Fields Too Large', 'invalid_request', 'The request headers are too large.']
      : [400, 'Bad Request', 'invalid_request', 'The request is not valid HTTP.'];
    const body = JSON.stringify({ status: 'error', error: { code, message } });
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `X-Request-Id: ${randomUUID()}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
