import type { ReactNode } from 'react';
import { toApiError } from '../api/client';
import { ErrorPanel } from './ErrorPanel';
import { EmptyState, Loading } from './States';

/** What QueryState reads of a read: an RTK Query hook's result has all of it. */
export interface QueryLike<T> {
  data?: T;
  error?: unknown;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/** Whether the read has an answer to show and its latest read did not fail. */
export function queryReady<T>(query: QueryLike<T>): boolean {
  return query.data !== undefined && !(query.isError && !query.isFetching);
}

/**
 * The one chain of a read's states: loading (a status with `loading`, or the kit's "Loading…")
 * until the first answer; the failure (an alert with Retry) once the latest read failed and none
 * runs; `empty` when the answer has nothing to show (`isEmpty`); else `children(data)`. After an
 * earlier answer, a failed read shows its alert above that answer, which stays on screen.
 * Without children it is the state alone, for a screen that shows nothing else until the read is
 * ready: `if (!queryReady(cards)) return <QueryState query={cards} />`.
 */
export function QueryState<T>({
  query,
  loading,
  errorTitle,
  errorMessage = errorTitle === undefined ? (error) => toApiError(error).message : undefined,
  errorHeadingLevel,
  isEmpty,
  empty,
  children,
}: {
  query: QueryLike<T>;
  /** The loading status's text. */
  loading?: string;
  /** The alert's heading, which names it. */
  errorTitle?: string;
  /** The failure's text: the error's own by default, none under an `errorTitle`. */
  errorMessage?: (error: unknown) => ReactNode;
  errorHeadingLevel?: 2 | 3;
  isEmpty?: (data: T) => boolean;
  /** Shown, as the kit's empty state, when `isEmpty` says the answer has nothing. */
  empty?: ReactNode;
  children?: (data: T) => ReactNode;
}) {
  const { data } = query;
  const failed = query.isError && !query.isFetching;
  return (
    <>
      {data === undefined && !failed && <Loading label={loading} />}
      {failed && (
        <ErrorPanel
          title={errorTitle}
          message={errorMessage?.(query.error)}
          headingLevel={errorHeadingLevel}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      )}
      {data !== undefined &&
        children &&
        (isEmpty?.(data) ? <EmptyState>{empty}</EmptyState> : children(data))}
    </>
  );
}
