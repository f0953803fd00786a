import { ms, percentile } from '../report';

/** Time of one GET, end to end over HTTP, body read and parsed; fails on anything but 200. */
export async function timedGet<T = unknown>(url: string, key: string): Promise<{ msTaken: number; body: T }> {
  const started = performance.now();
  const res = await fetch(url, { headers: { authorization: `Bearer ${key}` } });
  const body = (await res.json()) as T;
  const msTaken = performance.now() - started;
  if (res.status !== 200) throw new Error(`GET ${url} → ${res.status}: ${JSON.stringify(body)}`);
  return { msTaken, body };
}

export const p50p95 = (sample: number[]) => ({ p50: percentile(sample, 50), p95: percentile(sample, 95) });

export const formatP50P95 = (s: { p50: number; p95: number }) => `p50 ${ms(s.p50)} · p95 ${ms(s.p95)}`;

/** A write through the API, for setting up measures; fails on anything but 2xx. */
export async function postJson(
  target: { baseUrl: string; adminKey: string },
  path: string,
  body: unknown,
  method = 'POST',
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- API responses, checked by status
): Promise<any> {
  const res = await fetch(`${target.baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${target.adminKey}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json: unknown = await res.json();
  if (!res.ok) throw new Error(`${method} ${path} → ${res.status}: ${JSON.stringify(json)}`);
  return json;
}
