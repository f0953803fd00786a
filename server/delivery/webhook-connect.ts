import { connect as tcpConnect, type Socket } from 'node:net';
import { connect as tlsConnect, type TLSSocket } from 'node:tls';
import type { ResolvedAddress } from './webhook-dns';

export interface ConnectOptions {
  port: number;
  /** Set for https: the name the certificate must carry (SNI); null when the host is an IP literal. */
  tls: { servername: string | null } | null;
  signal: AbortSignal;
}

/**
 * A connected socket to the first of `addresses` that takes one, TLS included for https, or the
 * last address's error. The sockets are made here and not by http's agent: every error of theirs
 * (refused, reset, unreachable, a failed handshake) then has a listener from the moment the socket
 * exists. Inside the agent, a connect that fails at once (no route to an IPv6 host) could throw
 * before the request had listened on its socket, and the socket's `error` ended the process.
 */
export async function connectFirst(addresses: ResolvedAddress[], options: ConnectOptions): Promise<Socket> {
  let last: Error = new Error('no address to connect to');
  for (const target of addresses) {
    options.signal.throwIfAborted();
    try {
      const socket = await connectOnce(target, options);
      return options.tls ? await handshake(socket, target, options.tls.servername, options.signal) : socket;
    } catch (error) {
      options.signal.throwIfAborted();
      last = error as Error;
    }
  }
  throw last;
}

/** Settles on `ready`, the socket's first error or the deadline, whichever comes first. */
function settle<T extends Socket>(socket: T, ready: string, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const done = () => {
      socket.off(ready, onReady);
      socket.off('error', onError);
      signal.removeEventListener('abort', onAbort);
    };
    const onReady = () => {
      done();
      resolve(socket);
    };
    const onError = (error: Error) => {
      done();
      socket.destroy();
      reject(error);
    };
    const onAbort = () => onError(signal.reason as Error);
    socket.once(ready, onReady);
    socket.once('error', onError);
    signal.addEventListener('abort', onAbort, { once: true });
    if (signal.aborted) onAbort();
  });
}

/** A socket's later errors reach the request's own listener; this one only keeps them off the process. */
const keepErrorsHere = (socket: Socket) => socket.on('error', () => {});

function connectOnce(target: ResolvedAddress, options: ConnectOptions) {
  // An address, never a name (no lookup here), and no family racing: there is one address to try.
  const socket = keepErrorsHere(
    tcpConnect({ host: target.address, port: options.port, family: target.family, autoSelectFamily: false }),
  );
  return settle(socket, 'connect', options.signal);
}

function handshake(
  socket: Socket,
  target: ResolvedAddress,
  servername: string | null,
  signal: AbortSignal,
): Promise<TLSSocket> {
  // The certificate must name the host of the URL; for an IP literal, `host` is that address.
  const secure = keepErrorsHere(
    tlsConnect({
      socket,
      host: target.address,
      ...(servername ? { servername } : {}),
      ALPNProtocols: ['http/1.1'],
    }),
  ) as TLSSocket;
  return settle(secure, 'secureConnect', signal).catch((error: unknown) => {
    socket.destroy();
    throw tlsFailure(error);
  });
}

/** OpenSSL's own text names a source file and an address; its `reason` is the readable part. */
function tlsFailure(error: unknown) {
  const { reason, code, message } = error as { reason?: string; code?: string; message?: string };
  if (!reason || !code?.startsWith('ERR_SSL_')) return error;
  return new Error(
    `TLS handshake failed: ${reason}${code === 'ERR_SSL_WRONG_VERSION_NUMBER' ? ' (the port does not speak TLS)' : ''}`,
    {
      cause: message,
    },
  );
}
