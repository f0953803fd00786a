import type { ReactNode } from 'react';
import { QueryErrorState } from '../query-error-state';
import type { TableStatus } from './types';

/** What queryStatus reads of a query (react-query's result, plain or infinite, has it). */
interface TableQuery {
  isPending: boolean;
  isPlaceholderData: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

/** What the page says of its rows: in words while loading, as a title if they fail, when none. */
interface StatusWords {
  loadingLabel: string;
  errorTitle: string;
  empty?: ReactNode;
  /**
   * An earlier answer, even one without rows, stays in place of a failed refresh's error (which the
   * page says elsewhere). Rows shown always do: the table puts the error only where rows would be.
   */
  answerShown?: boolean;
}

/**
 * A table's status from the query behind its rows: loading until the first answer, dimmed while the
 * last filter's answer stands in, and the query's error (with Retry) where rows would be.
 */
export function queryStatus(query: TableQuery, words: StatusWords): TableStatus {
  const { loadingLabel, errorTitle, empty, answerShown = false } = words;
  return {
    loading: query.isPending,
    loadingLabel,
    busy: query.isPlaceholderData,
    error:
      query.error != null && !answerShown ? <QueryErrorState query={query} title={errorTitle} /> : undefined,
    empty,
  };
}
