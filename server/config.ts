import { z } from 'zod';
import { isSmtpUrl, mailbox } from './notify-address';

const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .default('0')
  .transform((v) => v === '1' || v === 'true');
const int = (fallback: number, min = 0) => z.coerce.number().int().min(min).default(fallback);
/** A comma list, each item trimmed, empty ones dropped; unset is an empty list. */
const commaList = z
  .string()
  .default('')
  .transform((s) =>
    s
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );

/** DNS servers as a comma list of `ip` or `ip:port`; unset is an empty list (the system's). */
const dnsServers = commaList.pipe(
  z.array(
    z
      .string()
      .regex(
        /^(\d{1,3}(\.\d{1,3}){3}(:\d{1,5})?|\[[0-9a-f:.]+\](:\d{1,5})?|[0-9a-f:]+)$/i,
        'must be a comma list of IP addresses, each optionally with :port',
      ),
  ),
);

/** A host name of at least two labels, lower case, without a trailing dot. */
const hostName = z
  .string()
  .transform((s) => s.trim().toLowerCase().replace(/\.$/, ''))
  .pipe(
    // Underscores too: an SPF include is a DNS name, often `_spf.example.com`.
    z.string().regex(/^(?!-)[a-z0-9_-]{1,63}(?<!-)(\.(?!-)[a-z0-9_-]{1,63}(?<!-))+$/, 'must be a DNS name'),
  );

/** Same shape the service accepts in Authorization headers: 16–256 printable characters, no spaces. */
const envKey = z
  .string()
  .regex(/^[\x21-\x7e]{16,256}$/, 'must be 16 to 256 printable characters without spaces')
  .optional();

const configSchema = z.object({
  HOST: z.string().default('127.0.0.1'),
  PORT: int(8787),
  DATA_DIR: z.string().default('./.data'),
  DATABASE_URL: z.string().url().optional(),
  API_BASE_URL: z.string().url().optional(),
  ADMIN_API_KEY: envKey,
  STATS_API_KEY: envKey,
  SEND_API_KEY: envKey,
  SEED: z.enum(['demo', 'none']).default('demo'),
  /**
   * After a demo seed, write the older days' messages in the background (on by default), so the
   * activity log holds every day the statistics count; `0` keeps only the last week's.
   */
  SEED_BACKFILL: z
    .enum(['0', '1', 'true', 'false', ''])
    .default('1')
    .transform((v) => v === '1' || v === 'true' || v === ''),
  /** `off` serves only the API (a headless reference service). */
  DASHBOARD: z.enum(['on', 'off']).default('on'),
  LIVE_TRAFFIC: flag,
  /** How often live traffic submits a message. */
  LIVE_TRAFFIC_EVERY_MS: int(4000, 50),
  SIMULATOR_STEP_MS: int(2000),
  ALLOW_LOOPBACK_WEBHOOKS: flag,
  WEBHOOK_RETRY_SCHEDULE: z
    .string()
    .regex(/^\d+(\.\d+)?(,\d+(\.\d+)?)*$/, 'must be a comma list of seconds')
    .default('5,60,300,1800,7200,21600,43200')
    .transform((s) => s.split(',').map((n) => Number(n) * 1000)),
  /**
   * Bounds a whole delivery attempt: DNS lookup, connection, TLS, request and answer. At most Node's
   * longest timer: beyond it a timer fires at once, and every attempt would time out on the spot.
   */
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(1).max(2_147_483_647).default(10_000),
  /**
   * How long a claimed webhook or Slack attempt's lease outlasts its deadline (the time to record
   * its outcome). A process killed mid-attempt leaves the lease; the attempt goes out again once it
   * ends, after WEBHOOK_TIMEOUT_MS plus this. Tests shorten it; too short and a slow store could let
   * another process start the same attempt while the first still records it.
   */
  WEBHOOK_LEASE_MARGIN_MS: int(30_000, 1),
  /** DNS servers (`ip` or `ip:port`, comma list) for webhook hosts; the system's resolvers when unset. */
  WEBHOOK_DNS_SERVERS: dnsServers,
  /**
   * DNS servers (`ip` or `ip:port`, comma list) for sending-domain checks; the system's resolvers
   * when unset, which are never asked about names under .test, .example, .invalid or .localhost.
   */
  DNS_SERVERS: dnsServers,
  /**
   * The blocklists the domain checks ask: a comma list of `zone[:ip|domain][:like=<known zone>]`,
   * `none`, or unset for the documented defaults (read when the service starts).
   */
  DNSBL_ZONES: z.string().default(''),
  /** The host every sending domain's SPF record includes: `v=spf1 include:<this> ~all`. */
  SPF_INCLUDE: hostName.default('spf.relaydesk.test'),
  /** Where each sending domain's return-path (bounce) host points, as a CNAME. */
  RETURN_PATH_HOST: hostName.default('bounces.relaydesk.test'),
  /** The label of that return-path host under each domain: `<this>.<domain>`. */
  RETURN_PATH_LABEL: z
    .string()
    .regex(/^(?!-)[a-z0-9-]{1,63}(?<!-)$/, 'must be one DNS label: letters, digits, hyphens')
    .default('rd-bounces'),
  /** The IPs mail leaves from (comma list): their reverse DNS and the IP blocklists are checked. */
  SENDING_IPS: commaList
    .pipe(z.array(z.union([z.ipv4(), z.ipv6()], { error: 'must be a comma list of IP addresses' })))
    .default(['192.0.2.10']),
  /** The `rua` address of the recommended DMARC record: where receivers send aggregate reports. */
  DMARC_REPORT_ADDRESS: z
    .string()
    .refine((s) => mailbox(s)?.name === null, 'must be an email address')
    .default('dmarc-reports@relaydesk.test'),
  /**
   * How often each sending domain is re-checked, in minutes (each domain at its own moment of the
   * interval); a fraction (0.05, every 3 s) is for tests.
   */
  DOMAIN_CHECK_INTERVAL_MIN: z.coerce.number().positive().default(60),
  /** Tokens per second and key; a fraction (0.2) makes one request per 5 s. */
  RATE_LIMIT_RPS: z.coerce.number().positive().default(50),
  RATE_LIMIT_BURST: int(200, 1),
  /** Failed sign-ins a client address may make at once; one more is allowed each second. */
  FAILED_AUTH_BURST: int(60, 1),
  CORS_ORIGINS: commaList,
  LOG_LEVEL: z.enum(['info', 'error', 'silent']).default('info'),
  /** Audit entries older than this many days are pruned; 0 keeps them forever. */
  AUDIT_RETENTION_DAYS: int(400),
  /** Messages, their events and webhook deliveries older than this many days are pruned. */
  RETENTION_DAYS: int(90, 1),
  /** How often one process evaluates the alert rules (a lease picks which). */
  ALERT_EVAL_INTERVAL_S: z.coerce.number().positive().default(60),
  /** The console's address as people reach it, for links in alerts; `http://HOST:PORT` when unset. */
  PUBLIC_URL: z.string().url().optional(),
  /**
   * An SMTP relay for alert emails (`smtp://` or `smtps://`, credentials allowed): alerts then leave
   * apart from the customer's mail. Unset, they go through the service's own path as system mail.
   * Never logged, never shown: only `notifyRelayLabel` (no credentials) appears anywhere.
   */
  NOTIFY_SMTP_URL: z.string().refine(isSmtpUrl, 'must be an smtp:// or smtps:// URL with a host').optional(),
  /** The From of alert emails: an address, or `Name <address>`. */
  NOTIFY_FROM: z
    .string()
    .refine((s) => mailbox(s) !== null, 'must be an email address, or Name <address>')
    .default('Relaydesk alerts <alerts@relaydesk.invalid>'),
  /** A person's session ends after this many minutes without a request (idle lifetime). */
  SESSION_IDLE_MIN: z.coerce.number().positive().default(480),
  /** A person's session ends this many minutes after sign-in, however busy (absolute lifetime). */
  SESSION_ABSOLUTE_MIN: z.coerce.number().positive().default(10080),
  /** Single sign-on: the OpenID Connect provider's issuer URL (discovery at /.well-known/openid-configuration). */
  OIDC_ISSUER: z.string().url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  /** Never logged, never shown. */
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  /** The sign-in button's words: "Sign in with <label>". */
  OIDC_LABEL: z.string().min(1).max(60).default('single sign-on'),
  /** Email domains whose people may sign in through SSO without an invitation (comma list; default none). */
  OIDC_ALLOWED_DOMAINS: commaList.pipe(z.array(hostName)),
  /** Bearer token for GET /metrics on the API port; unset, that route answers 404. */
  METRICS_TOKEN: envKey,
  /** A second port, on 127.0.0.1 only, serving /metrics without a token; 0 picks a free one. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
});

export type Config = z.output<typeof configSchema>;

/**
 * Without LOG_LEVEL, a terminal (a person running `npm start` or `npm run dev`) gets errors only: a
 * line per request would scroll the sign-in link away. Anything else (a supervisor, a container's
 * log collector) gets every line, requests included.
 */
export const defaultLogLevel = (terminal: boolean) => (terminal ? 'error' : 'info');

/** Reads the configuration from the environment; a bad value stops the start with a clear message. */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  { terminal = Boolean(process.stdout.isTTY) }: { terminal?: boolean } = {},
): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  cleaned.LOG_LEVEL ??= defaultLogLevel(terminal);
  const result = configSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

/** Defaults for tests: in-memory store, quiet, fast simulator. */
export const testConfig = (overrides: Partial<Config> = {}): Config => ({
  ...loadConfig({ DATA_DIR: 'memory://', SEED: 'none', LOG_LEVEL: 'silent', SIMULATOR_STEP_MS: '0' }),
  ...overrides,
});
