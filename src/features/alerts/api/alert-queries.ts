import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AlertPreviewBody, AlertState } from '@/contract';
import { callEndpoint } from '@/lib/call-endpoint';

export const alertQueries = {
  /** Everything alerts, the navigation's firing count included (its key starts with `alerts` too). */
  all: () => ['alerts'] as const,
  /** One page of incidents (the banner's firing ones). */
  incidents: (state: AlertState | undefined) =>
    queryOptions({
      queryKey: [...alertQueries.all(), 'incidents', { state }] as const,
      queryFn: ({ signal }) => callEndpoint('listAlerts', { query: { state, limit: 100 }, signal }),
      // Incidents change as the evaluator ticks (every minute by default).
      refetchInterval: 30_000,
      placeholderData: keepPreviousData,
    }),
  /**
   * The Alerts page's incidents, a page at a time by the service's cursor. Its own key: an infinite
   * query's cache entry holds pages, which `incidents` readers would not understand.
   */
  incidentPages: (state: AlertState | undefined) =>
    infiniteQueryOptions({
      queryKey: [...alertQueries.all(), 'incident-pages', { state }] as const,
      initialPageParam: undefined as string | undefined,
      queryFn: ({ signal, pageParam }) =>
        callEndpoint('listAlerts', { query: { state, limit: 100, cursor: pageParam }, signal }),
      getNextPageParam: (last) => last.next_cursor ?? undefined,
      refetchInterval: 30_000,
      placeholderData: keepPreviousData,
    }),
  /** One incident by id: a link to it (`?incident=`) opens it whatever page of the list it is on. */
  incident: (id: number) =>
    queryOptions({
      queryKey: [...alertQueries.all(), 'incident', id] as const,
      queryFn: ({ signal }) => callEndpoint('getAlert', { params: { id }, signal }),
      refetchInterval: 30_000,
    }),
  rules: () =>
    queryOptions({
      queryKey: [...alertQueries.all(), 'rules'] as const,
      queryFn: ({ signal }) => callEndpoint('listAlertRules', { signal }),
    }),
  /** The endpoints a webhook rule may watch. */
  webhookChoices: () =>
    queryOptions({
      queryKey: [...alertQueries.all(), 'webhook-choices'] as const,
      queryFn: ({ signal }) => callEndpoint('listWebhooks', { signal }),
      staleTime: 60_000,
    }),
  /** What a rule would have done over the last 7 or 30 days: the service's replay, nothing changes. */
  preview: (body: AlertPreviewBody) =>
    queryOptions({
      queryKey: [...alertQueries.all(), 'preview', body] as const,
      queryFn: async ({ signal }) => {
        const data = await callEndpoint('previewAlertRule', { body, signal });
        if (!data) throw new Error('The service did not send the preview.');
        return data;
      },
      staleTime: 60_000,
      placeholderData: keepPreviousData,
    }),
};
