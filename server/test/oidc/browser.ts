/**
 * Just enough of a browser for single sign-on tests: cookies kept per host:port (each side's apart),
 * sent back on every request there, redirects returned rather than followed so a test sees each hop.
 */
export function testBrowser() {
  const jar = new Map<string, Map<string, string>>();

  const keep = (url: URL, res: Response) => {
    const cookies = jar.get(url.host) ?? new Map<string, string>();
    jar.set(url.host, cookies);
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const gone = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=Thu, 01 Jan 1970/i.test(a));
      if (gone) cookies.delete(name);
      else cookies.set(name, pair!.slice(eq + 1).trim());
    }
  };

  /** One GET, as a browser navigation: its cookies, no redirect followed. */
  const visit = async (href: string) => {
    const url = new URL(href);
    const cookies = [...(jar.get(url.host) ?? [])].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(url, {
      redirect: 'manual',
      headers: { ...(cookies ? { cookie: cookies } : {}), 'user-agent': 'oidc-test-browser' },
    });
    keep(url, res);
    await res.arrayBuffer();
    const location = res.headers.get('location');
    return {
      status: res.status,
      headers: res.headers,
      location: location ? new URL(location, url).href : null,
    };
  };

  return {
    visit,
    cookie: (host: string, name: string) => jar.get(host)?.get(name),
    /** Sets a cookie by hand: one put back after a replay, or carried to another address. */
    restore: (host: string, name: string, value: string) => {
      jar.set(host, (jar.get(host) ?? new Map<string, string>()).set(name, value));
    },
  };
}
export type TestBrowser = ReturnType<typeof testBrowser>;

/**
 * Walks the provider's side of the flow from its authorization URL: the login interaction signs in
 * `account`, the consent interaction grants, and the provider redirects to the client's redirect URI.
 * Answers that URL (with code, state and iss), not yet visited.
 */
export async function authorizeAtProvider(browser: TestBrowser, authorizationUrl: string, account: string) {
  let href = authorizationUrl;
  const provider = new URL(authorizationUrl).origin;
  for (let hop = 0; hop < 10; hop++) {
    const url = new URL(href);
    if (url.origin !== provider) return href;
    if (url.pathname.startsWith('/interaction/')) url.searchParams.set('account', account);
    const res = await browser.visit(url.href);
    if (!res.location) throw new Error(`the provider answered ${res.status} at ${url.pathname}`);
    href = res.location;
  }
  throw new Error('the provider never redirected back');
}
