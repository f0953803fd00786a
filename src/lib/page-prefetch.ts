import type { QueryClient } from '@tanstack/react-query';

/** Where a page was opened: the path segments after the page's own, and the query string. */
export interface PageAddress {
  rest: string[];
  search: URLSearchParams;
}

/**
 * Starts the queries a page's first render will make, from its address alone, before React has
 * rendered anything. The page's own queries find these in the cache (same keys), so nothing is
 * fetched twice. It runs once the key's permissions are known (they arrive while the page's code loads), and
 * only when the key may open the page: never a request that could only answer 403. It answers
 * when those queries have settled (it never rejects: a failure shows when the page renders).
 */
export type PagePrefetch = (client: QueryClient, address: PageAddress) => Promise<unknown>;
