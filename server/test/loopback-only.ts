/**
 * Preloaded (`node --import`) into a service under test: any DNS lookup of a name other than
 * localhost, and any TCP connection to an address that is not loopback, is reported on stderr with
 * the marker below (and refused). The test then asserts the marker never appeared.
 */
import dns from 'node:dns';
import { syncBuiltinESMExports } from 'node:module';
import net from 'node:net';

export const violationMarker = 'LOOPBACK-ONLY VIOLATION';

const loopbackName = (host: string) => /^(localhost|127(\.\d{1,3}){3}|::1|\[::1\])$/i.test(host);
const report = (what: string) => {
  process.stderr.write(`${violationMarker}: ${what}\n`);
  return new Error(`${violationMarker}: ${what}`);
};

const originalLookup = dns.lookup;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- node's overloads, forwarded as they are
(dns as any).lookup = (host: string, ...rest: any[]) => {
  const cb = rest.at(-1);
  if (!loopbackName(host)) return process.nextTick(() => cb(report(`DNS lookup of ${host}`)));
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return (originalLookup as any)(host, ...rest);
};
const originalPromiseLookup = dns.promises.lookup;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
(dns.promises as any).lookup = async (host: string, ...rest: any[]) => {
  if (!loopbackName(host)) throw report(`DNS lookup of ${host}`);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return (originalPromiseLookup as any)(host, ...rest);
};

// c-ares lookups (webhook hosts) ask the resolver's servers directly: allowed only to loopback ones.
const loopbackServer = (server: string) => /^(127(\.\d{1,3}){3}|\[?::1\]?)(:\d+)?$/.test(server);
for (const Resolver of [dns.Resolver, dns.promises.Resolver]) {
  for (const method of ['resolve', 'resolve4', 'resolve6', 'resolveAny'] as const) {
    const original = Resolver.prototype[method];
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- node's overloads, forwarded as they are
    (Resolver.prototype as any)[method] = function (
      this: InstanceType<typeof Resolver>,
      host: string,
      ...rest: unknown[]
    ) {
      if (!this.getServers().every(loopbackServer)) {
        const error = report(`DNS lookup of ${host} through ${this.getServers().join(', ')}`);
        const cb = rest.at(-1);
        if (typeof cb === 'function') return process.nextTick(() => (cb as (e: Error) => void)(error));
        return Promise.reject(error);
      }
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      return (original as any).call(this, host, ...rest);
    };
  }
}

const originalConnect = net.Socket.prototype.connect;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
net.Socket.prototype.connect = function (this: net.Socket, ...args: any[]) {
  const [first] = args;
  const options = typeof first === 'object' && first !== null ? first : { port: first, host: args[1] };
  const host: string | undefined = Array.isArray(options) ? options[0]?.host : options.host;
  const path: string | undefined = Array.isArray(options) ? undefined : options.path;
  // Unix sockets (PostgreSQL's local socket) stay on the machine; a TCP host must be loopback.
  if (!path && host !== undefined && !loopbackName(host)) {
    process.nextTick(() => this.destroy(report(`connection to ${host}`)));
    return this;
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return (originalConnect as any).apply(this, args);
} as typeof net.Socket.prototype.connect;

// `import { lookup } from 'node:dns/promises'` elsewhere must see the patched functions too.
syncBuiltinESMExports();
