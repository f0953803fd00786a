import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

type Stored = Record<string, unknown> & { uid?: string; grantId?: string; userCode?: string };

/** The provider's storage, in this process's memory: a test's provider lives as long as the test. */
class MemoryAdapter {
  private static readonly rows = new Map<string, { payload: Stored; expires: number }>();
  constructor(private readonly model: string) {}
  private key = (id: string) => `${this.model}:${id}`;
  private live = (key: string) => {
    const row = MemoryAdapter.rows.get(key);
    return row && row.expires > Date.now() ? row.payload : undefined;
  };
  async upsert(id: string, payload: Stored, expiresIn: number) {
    MemoryAdapter.rows.set(this.key(id), { payload, expires: Date.now() + expiresIn * 1000 });
  }
  async find(id: string) {
    return this.live(this.key(id));
  }
  async findByUid(uid: string) {
    return this.findBy((p) => p.uid === uid);
  }
  async findByUserCode(userCode: string) {
    return this.findBy((p) => p.userCode === userCode);
  }
  async consume(id: string) {
    const payload = this.live(this.key(id));
    if (payload) payload.consumed = Math.floor(Date.now() / 1000);
  }
  async destroy(id: string) {
    MemoryAdapter.rows.delete(this.key(id));
  }
  async revokeByGrantId(grantId: string) {
    for (const [key, row] of MemoryAdapter.rows)
      if (row.payload.grantId === grantId) MemoryAdapter.rows.delete(key);
  }
  private findBy(match: (p: Stored) => boolean) {
    for (const [key, row] of MemoryAdapter.rows) {
      if (key.startsWith(`${this.model}:`) && match(row.payload)) return this.live(key);
    }
    return undefined;
  }
}

/** Someone the test provider can sign in: the claims its ID token and userinfo answer. */
export interface ProviderAccount {
  email: string;
  email_verified: boolean;
  name?: string;
}

/**
 * A real OpenID Connect provider for tests (panva's certified oidc-provider) on 127.0.0.1: one
 * confidential client (authorization code, PKCE required, S256 only) whose single redirect URI is
 * the service's callback, and the given accounts. Its login and consent pages are replaced by one
 * interaction route that signs in the account named in `?account=` and grants what was asked, so a
 * test walks the whole browser flow with fetch (see ./browser.ts); no dev pages, no forms.
 */
export async function startOidcProvider(opts: {
  redirectUri: string;
  accounts: Record<string, ProviderAccount>;
  clientId?: string;
  clientSecret?: string;
  /** A port of its own choosing (a provider coming back where it was); any free one otherwise. */
  port?: number;
}) {
  const clientId = opts.clientId ?? 'relaydesk';
  const clientSecret = opts.clientSecret ?? randomBytes(24).toString('base64url');
  const server = createServer();
  const port = await new Promise<number>((resolve) =>
    server.listen(opts.port ?? 0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
  const issuer = `http://127.0.0.1:${port}`;
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [opts.redirectUri],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    pkce: { methods: ['S256'], required: () => true },
    jwks: { keys: [{ ...signingKey, kid: 'test-key', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: false } },
    adapter: MemoryAdapter,
    // Short lives for a test's artifacts, said explicitly (the defaults print a notice each).
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    findAccount: (_ctx: unknown, sub: string) => {
      const account = opts.accounts[sub];
      return account ? { accountId: sub, claims: () => ({ sub, ...account }) } : undefined;
    },
  });

  const requests: string[] = [];
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    requests.push(new URL(req.url!, issuer).pathname);
    if (!req.url?.startsWith('/interaction/')) return provider.callback()(req, res);
    interact(provider, req, res).catch((error: unknown) => {
      res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
    });
  });

  async function interact(p: Provider, req: IncomingMessage, res: ServerResponse) {
    const details = await p.interactionDetails(req, res);
    const account = new URL(req.url!, issuer).searchParams.get('account') ?? '';
    if (details.prompt.name === 'login') {
      if (!opts.accounts[account]) return void res.writeHead(400).end(`no account "${account}"`);
      return p.interactionFinished(
        req,
        res,
        { login: { accountId: account } },
        { mergeWithLastSubmission: false },
      );
    }
    const grant = details.grantId
      ? (await p.Grant.find(details.grantId))!
      : new p.Grant({ accountId: details.session!.accountId!, clientId: String(details.params.client_id) });
    const missingScope = details.prompt.details.missingOIDCScope as string[] | undefined;
    const missingClaims = details.prompt.details.missingOIDCClaims as string[] | undefined;
    if (missingScope) grant.addOIDCScope(missingScope.join(' '));
    if (missingClaims) grant.addOIDCClaims(missingClaims);
    return p.interactionFinished(req, res, { consent: { grantId: await grant.save() } });
  }

  return {
    issuer,
    clientId,
    clientSecret,
    /** The path of every request the provider has been sent, in order. */
    requests,
    /** Stops answering at once, open connections included: the provider is down. */
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type TestOidcProvider = Awaited<ReturnType<typeof startOidcProvider>>;
