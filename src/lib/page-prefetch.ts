import type { QueryClient } from '@tanstack/react-query';

/** Where a page was opened: the path segments after the page's own, and the query string. */
export interface PageAddress {
  rest: string[];
  search: URLSearchParams;
}

/**
 * Starts the queries a page's first render will make, from its address alone, before React has
 * rendered anything: on a deep link the page's data then loads beside the key's permission check,
 * not after it. The page's own queries find these in the cache (same keys), so nothing is fetched
 * twice. A key without the permission gets a 403 here that nothing shows: one request, at start only.
 */
export type PagePrefetch = (client: QueryClient, address: PageAddress) => void;
