/** Just enough of the service's API for the benchmarks to know what the page should show. */
export interface Row {
  id: number;
  email: string;
  created_at: string;
}

export async function listSuppressions(
  baseUrl: string,
  key: string,
  query: Record<string, string | number>,
): Promise<{ suppressions: Row[]; total: number; next_cursor: string | null }> {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const res = await fetch(`${baseUrl}/api/v1/suppressions?${params}`, {
    headers: { Authorization: `Bearer ${key}` },
  });
  if (!res.ok) throw new Error(`GET /suppressions answered HTTP ${res.status}`);
  return ((await res.json()) as { data: Awaited<ReturnType<typeof listSuppressions>> }).data;
}
