/**
 * What the audit trail keeps of a webhook or Slack URL. Such URLs carry their credential in the
 * path or the query (a Slack incoming webhook's whole path is its secret), and the trail is kept
 * for 400 days: it keeps scheme and host, a first path segment that is a plain word followed by
 * more (`/services/…`, `/hooks/…`), and the query's names; every other part becomes `…`. The
 * entry's target id still says which webhook it was; the row itself holds the whole URL.
 */
export function redactedUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return '…';
  }
  const [first, ...rest] = url.pathname.split('/').filter(Boolean);
  // A lone segment may be the token itself; a word before more segments is a prefix (`/services/…`).
  const prefix = first !== undefined && rest.length > 0 && /^[A-Za-z][A-Za-z_-]{0,23}$/.test(first);
  const path = first === undefined ? '/' : prefix ? `/${first}/…` : '/…';
  const names = [...new Set(url.searchParams.keys())];
  const query = names.length ? `?${names.map((n) => `${encodeURIComponent(n)}=…`).join('&')}` : '';
  return `${url.protocol}//${url.host}${path}${query}`;
}

/** Alert channels as the trail keeps them: a Slack channel's URL redacted, the others as they are. */
export const redactedChannels = <C extends { type: string }>(channels: readonly C[]) =>
  channels.map((c) => ('url' in c && typeof c.url === 'string' ? { ...c, url: redactedUrl(c.url) } : c));
