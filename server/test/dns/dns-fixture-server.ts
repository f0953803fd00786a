import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Resolver } from 'node:dns/promises';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { ptrName } from '../../services/domains/dns-check/reversed-ip';
import { startDnsServer } from '../dns-server';

/** One record the fixture server publishes. A TXT record's `strings` are its DNS strings, in order. */
export type FixtureRecord =
  | { type: 'TXT'; name: string; strings: string[] }
  | { type: 'CNAME'; name: string; target: string }
  | { type: 'A' | 'AAAA'; name: string; address: string }
  | { type: 'PTR'; ip: string; name: string }
  | { type: 'MX'; name: string; exchange: string; priority?: number };

export interface FixtureZones {
  records: FixtureRecord[];
  /** Zones forwarded to a server that answers SERVFAIL to every question. */
  servfail?: string[];
  /** Zones forwarded to a server that never answers (every lookup under them times out). */
  silent?: string[];
}

export const dnsmasqPath = '/usr/sbin/dnsmasq';

const readyName = '_fixture-ready.test';

function quoted(text: string) {
  if (/["\\\n]/.test(text))
    throw new Error(`a fixture TXT string may not hold quotes, backslashes or newlines: ${text}`);
  if (text.length > 255)
    throw new Error(`a DNS string holds at most 255 characters (${text.length}): split it`);
  return `"${text}"`;
}

function confLine(record: FixtureRecord): string {
  switch (record.type) {
    case 'TXT':
      return `txt-record=${record.name},${record.strings.map(quoted).join(',')}`;
    case 'CNAME':
      return `cname=${record.name},${record.target}`;
    case 'A':
    case 'AAAA':
      return `host-record=${record.name},${record.address}`;
    case 'PTR':
      return `ptr-record=${ptrName(record.ip)},${record.name}`;
    case 'MX':
      return `mx-host=${record.name},${record.exchange},${record.priority ?? 10}`;
  }
}

/** A port free for both UDP and TCP on 127.0.0.1 right now (dnsmasq listens on both). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Asks the ready name until dnsmasq answers it: the signal that it serves this configuration. */
async function untilAnswering(port: number, child: ChildProcess, log: () => string) {
  const resolver = new Resolver({ timeout: 200, tries: 1 });
  resolver.setServers([`127.0.0.1:${port}`]);
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`dnsmasq exited (${child.exitCode ?? child.signalCode}): ${log()}`);
    try {
      await resolver.resolveTxt(readyName);
      return;
    } catch (err) {
      if (Date.now() > deadline)
        throw new Error(`dnsmasq did not answer on port ${port}: ${log()}`, { cause: err });
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

/**
 * Debian's dnsmasq on 127.0.0.1 serving fixture zones, for the domain checks' tests, bench and e2e:
 * only what the fixtures publish (`--no-resolv --no-hosts`), every other name under `.test` and the
 * reverse zones NXDOMAIN (`--local`), SERVFAIL and silent zones forwarded to a test server that fails
 * or never answers. `update` republishes (a restart on the same port: the service keeps DNS_SERVERS);
 * `stop` kills the process by its PID. `port` fixes the port, for a service started before the
 * fixtures with `DNS_SERVERS=127.0.0.1:<port>` (an e2e worker then serves and changes the records).
 */
export async function startDnsFixtureServer(zones: FixtureZones, options: { port?: number } = {}) {
  if (!existsSync(dnsmasqPath))
    throw new Error(`${dnsmasqPath} not found: install Debian's dnsmasq-base (.ci/run does)`);
  const dir = mkdtempSync(join(tmpdir(), 'relaydesk-dns-'));
  const failing = await startDnsServer({}, { otherwise: { rcode: 2 } });
  const silent = await startDnsServer({}, { otherwise: { silent: true } });
  let port = options.port ?? (await freePort());
  let child: ChildProcess | null = null;
  let served = false;

  async function start(current: FixtureZones) {
    const lines = [
      `txt-record=${readyName},"ready"`,
      ...current.records.map(confLine),
      ...(current.servfail ?? []).map((zone) => `server=/${zone}/${failing.server.replace(':', '#')}`),
      ...(current.silent ?? []).map((zone) => `server=/${zone}/${silent.server.replace(':', '#')}`),
    ];
    const conf = join(dir, 'dnsmasq.conf');
    writeFileSync(conf, `${lines.join('\n')}\n`);
    for (let attempt = 0; ; attempt++) {
      let log = '';
      const proc = spawn(
        dnsmasqPath,
        [
          '--keep-in-foreground',
          '--no-resolv',
          '--no-hosts',
          `--port=${port}`,
          '--listen-address=127.0.0.1',
          '--bind-interfaces',
          `--conf-file=${conf}`,
          '--local=/test/',
          '--local=/in-addr.arpa/',
          '--local=/ip6.arpa/',
          '--cache-size=0',
          '--pid-file=',
          `--user=${userInfo().username}`,
          '--log-facility=-',
        ],
        { stdio: ['ignore', 'ignore', 'pipe'] },
      );
      proc.stderr!.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-2_000)));
      try {
        await untilAnswering(port, proc, () => log);
        child = proc;
        served = true;
        return;
      } catch (err) {
        proc.kill('SIGKILL');
        // Another process took the port between freePort and dnsmasq's bind: once more elsewhere
        // (only before the first start: after it, the service asks this port).
        if (attempt < 3 && /Address already in use/i.test(log) && !served && !options.port)
          port = await freePort();
        else throw err;
      }
    }
  }

  // A test process that ends without stop() (a crash, a timeout) takes its dnsmasq with it.
  const killOnExit = () => child?.pid && process.kill(child.pid, 'SIGKILL');
  process.once('exit', killOnExit);

  async function stopDnsmasq() {
    const proc = child;
    child = null;
    if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
    const exited = new Promise((resolve) => proc.once('exit', resolve));
    process.kill(proc.pid!, 'SIGTERM');
    await exited;
  }

  const release = async () => {
    process.off('exit', killOnExit);
    await Promise.all([failing.close(), silent.close()]);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await start(zones);
  } catch (err) {
    await release();
    throw err;
  }
  return {
    /** For DNS_SERVERS / createDnsCheck({ servers }). */
    server: `127.0.0.1:${port}`,
    port,
    pid: () => child?.pid,
    /** Publishes another set of records (a restart on the same port). */
    update: async (next: FixtureZones) => {
      await stopDnsmasq();
      await start(next);
    },
    stop: async () => {
      await stopDnsmasq();
      await release();
    },
  };
}

export type DnsFixtureServer = Awaited<ReturnType<typeof startDnsFixtureServer>>;
