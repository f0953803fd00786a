import { isIP } from 'node:net';
import { createTransport } from 'nodemailer';

export interface RelayMail {
  from: string;
  to: string;
  subject: string;
  text: string;
}
/** An attempt's outcome, safe to log on the incident: never the relay's credentials. */
export interface RelayOutcome {
  ok: boolean;
  error: string | null;
}

const isLoopback = (host: string) =>
  host === 'localhost' || (isIP(host) === 4 ? host.startsWith('127.') : host === '::1');

/**
 * The configured relay (`smtp://` or `smtps://`, from NOTIFY_SMTP_URL) as transport options. Read
 * here rather than by nodemailer's URL parser, whose query string can switch certificate checks off.
 * Credentials travel over TLS only (STARTTLS required) unless the relay is on this machine.
 */
function relayOptions(relayUrl: string, timeoutMs: number) {
  const url = new URL(relayUrl);
  const secure = url.protocol === 'smtps:';
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const user = decodeURIComponent(url.username);
  const pass = decodeURIComponent(url.password);
  const options = {
    host,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    requireTLS: !secure && user !== '' && !isLoopback(host),
    ...(user ? { auth: { user, pass } } : {}),
    // Every stage bounded by the attempt's deadline; the abort below ends the whole attempt at it.
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    dnsTimeout: timeoutMs,
    socketCloseTimeout: 0,
    // A reply is a line or a few: one that runs on is cut off long before it costs memory.
    maxResponseSize: 64 * 1024,
    disableFileAccess: true,
    disableUrlAccess: true,
    logger: false,
    debug: false,
  };
  return { options, secrets: [url.username, url.password, user, pass].filter(Boolean) };
}

/** The relay's failure in words fit for the incident's log: its own text, bounded, secrets masked. */
function describe(error: unknown, secrets: string[]) {
  const e = error as { code?: unknown; message?: unknown };
  let text = `${typeof e.code === 'string' ? `${e.code}: ` : ''}${String(e.message ?? error)}`;
  for (const secret of secrets) text = text.split(secret).join('***');
  // eslint-disable-next-line no-control-regex -- a hostile relay's reply may carry anything
  return text.replace(/[\x00-\x1f\x7f]+/g, ' ').slice(0, 300);
}

/**
 * Sends one email through the relay within `timeoutMs`, or until `signal` (a shutdown) cuts it off.
 * Never throws: every outcome of the relay (refusal, silence, absence, nonsense) is an answer.
 */
export async function sendThroughRelay(
  relayUrl: string,
  mail: RelayMail,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<RelayOutcome> {
  let secrets: string[] = [];
  const deadline = AbortSignal.timeout(timeoutMs);
  try {
    const relay = relayOptions(relayUrl, timeoutMs);
    secrets = relay.secrets;
    const transport = createTransport(relay.options);
    transport.on('error', () => {}); // answered through sendMail; never an unhandled 'error' event
    try {
      const abort = AbortSignal.any(signal ? [signal, deadline] : [deadline]);
      const info = await transport.sendMail({ ...mail, signal: abort });
      if (info.rejected.length) return { ok: false, error: describe({ message: info.response }, secrets) };
      return { ok: true, error: null };
    } finally {
      transport.close();
    }
  } catch (error) {
    if (deadline.aborted) return { ok: false, error: `timed out after ${timeoutMs / 1000} s` };
    if (signal?.aborted) return { ok: false, error: 'cut off by a shutdown' };
    return { ok: false, error: describe(error, secrets) };
  }
}
