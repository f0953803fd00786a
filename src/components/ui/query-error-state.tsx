import { ErrorState, type ErrorStateProps } from './error-state';

/** What QueryErrorState reads of a query (react-query's result has it). */
interface RetryableQuery {
  error: unknown;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

/** A query's error, with Retry refetching it. */
export function QueryErrorState({
  query,
  ...rest
}: Omit<ErrorStateProps, 'error' | 'onRetry' | 'retrying'> & { query: RetryableQuery }) {
  return (
    <ErrorState
      {...rest}
      error={query.error}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    />
  );
}
