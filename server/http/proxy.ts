import type { App } from './app-env';

/** `API_BASE_URL` mode: the dashboard is served here and `/api/v1/*` is forwarded as it is. */
export const proxyApi = (baseUrl: string) => (app: App) => {
  const base = baseUrl.replace(/\/+$/, '');
  app.all('/api/v1/*', async (c) => {
    const url = new URL(c.req.url);
    const headers = new Headers(c.req.raw.headers);
    headers.delete('host');
    const response = await fetch(`${base}${url.pathname}${url.search}`, {
      method: c.req.method,
      headers,
      body: ['GET', 'HEAD'].includes(c.req.method) ? undefined : c.req.raw.body,
      redirect: 'manual',
      // @ts-expect-error Node's fetch needs this to stream a request body.
      duplex: 'half',
    });
    const out = new Headers(response.headers);
    out.delete('content-encoding');
    out.delete('content-length');
    return new Response(response.body, { status: response.status, headers: out });
  });
};
