import { createSocket } from 'node:dgram';
import type { AddressInfo } from 'node:net';
import { ipv6Bytes } from '../delivery/ssrf-guard';

/** How the test DNS server answers one name: addresses, an error code, or nothing at all. */
export interface DnsAnswer {
  a?: string[];
  aaaa?: string[];
  /** 2 SERVFAIL, 3 NXDOMAIN, 5 REFUSED. */
  rcode?: number;
  /** Never answer: a lookup that hangs until the asker gives up. */
  silent?: boolean;
  /** Answer only after this long (a slow resolver). */
  delayMs?: number;
}

const typeA = 1;
const typeAaaa = 28;

/** The question's name (lower case), its type, and where the question section ends. */
function readQuestion(msg: Buffer): { name: string; type: number; end: number } {
  const labels: string[] = [];
  let at = 12;
  while (msg[at]! > 0) {
    labels.push(msg.toString('ascii', at + 1, at + 1 + msg[at]!));
    at += msg[at]! + 1;
  }
  return { name: labels.join('.').toLowerCase(), type: msg.readUInt16BE(at + 1), end: at + 5 };
}

const ipv4Bytes = (ip: string) => Buffer.from(ip.split('.').map(Number));

function reply(query: Buffer, answer: DnsAnswer | undefined): Buffer {
  const { type, end } = readQuestion(query);
  const rcode = answer ? (answer.rcode ?? 0) : 3;
  const addresses = rcode
    ? []
    : type === typeA
      ? (answer?.a ?? [])
      : type === typeAaaa
        ? (answer?.aaaa ?? [])
        : [];
  const header = Buffer.alloc(12);
  query.copy(header, 0, 0, 2); // id
  header.writeUInt16BE(0x8180 | rcode, 2); // a response, recursion desired and available
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(addresses.length, 6);
  const records = addresses.map((ip) => {
    const data = type === typeA ? ipv4Bytes(ip) : Buffer.from(ipv6Bytes(ip)!);
    const rr = Buffer.alloc(12);
    rr.writeUInt16BE(0xc00c, 0); // the name: a pointer to the question's
    rr.writeUInt16BE(type, 2);
    rr.writeUInt16BE(1, 4); // class IN
    rr.writeUInt32BE(5, 6); // TTL
    rr.writeUInt16BE(data.length, 10);
    return Buffer.concat([rr, data]);
  });
  return Buffer.concat([header, query.subarray(12, end), ...records]);
}

/**
 * A DNS server on 127.0.0.1 (UDP) that answers from a table, for webhook tests that need host names
 * without asking any real resolver: unknown names are NXDOMAIN, or `otherwise` (a server that fails
 * or never answers whatever it is asked). `asked` counts questions per name.
 */
export async function startDnsServer(
  table: Record<string, DnsAnswer>,
  { otherwise }: { otherwise?: DnsAnswer } = {},
) {
  const socket = createSocket('udp4');
  const asked = new Map<string, number>();
  socket.on('message', (msg, from) => {
    try {
      const { name } = readQuestion(msg);
      asked.set(name, (asked.get(name) ?? 0) + 1);
      const answer = table[name] ?? otherwise;
      if (answer?.silent) return;
      const send = () => {
        try {
          socket.send(reply(msg, answer), from.port, from.address);
        } catch {
          /* closed meanwhile */
        }
      };
      if (answer?.delayMs) setTimeout(send, answer.delayMs).unref();
      else send();
    } catch {
      /* a malformed question gets no answer */
    }
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const { port } = socket.address() as AddressInfo;
  return {
    /** For WEBHOOK_DNS_SERVERS. */
    server: `127.0.0.1:${port}`,
    asked,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
