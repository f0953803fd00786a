import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';

/**
 * Loopback TCP endpoints that fail a webhook attempt in the ways receivers do, for tests: a port
 * nothing listens on, a listener that resets every connection, and one that answers a TLS hello
 * with plain text (a failed handshake).
 */
export async function startHostileEndpoints() {
  const servers: Server[] = [];
  const listen = async (onConnection: (socket: Socket) => void) => {
    const server = createServer(onConnection);
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return (server.address() as AddressInfo).port;
  };
  // A port that was open a moment ago and is closed now: nothing listens on it.
  const closedPort = await new Promise<number>((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
  const resetPort = await listen((socket) => socket.resetAndDestroy());
  const notTlsPort = await listen((socket) => {
    socket.on('error', () => {});
    socket.once('data', () => socket.end('HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\n\r\n'));
  });
  return {
    closedPort,
    resetPort,
    notTlsPort,
    close: async () => {
      for (const server of servers) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
