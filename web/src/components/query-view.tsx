import type { ReactNode } from 'react';
import { requestFailure } from '../lib/request-error';
import { messages } from '../config/messages';
import { RetryFailure } from './ui/retry-failure';

/** What a failed query shows by default: the server's message (or `fallback`) in red, and Retry when it can ask again. */
export interface QueryFailure {
  error: unknown;
  fallback: string;
  onRetry?: () => void;
}

/** The waiting state every page shows by default: 'Loading...', read out as a status. */
export function Loading() {
  return <p role="status">Loading...</p>;
}

function DefaultFailure({ failure }: { failure?: QueryFailure }) {
  const message = failure ? requestFailure(failure.error, failure.fallback).message : messages.somethingWentWrong;
  if (failure?.onRetry) return <RetryFailure message={message} onRetry={failure.onRetry} />;
  return (
    <p className="error" role="alert">
      {message}
    </p>
  );
}

/**
 * One query's states, in one order: waiting (nothing to show yet), failed, empty, or the data; a refetch
 * with data already shown keeps showing the data. The waiting state is 'Loading...' (a status) unless the
 * page draws its own; the failure is `failureView`, or else `failure`'s message with Retry.
 */
export function QueryView<T>({
  data,
  loading,
  failed,
  loadingView = <Loading />,
  failureView,
  failure,
  isEmpty,
  emptyView,
  children,
}: {
  data: T | null | undefined;
  loading: boolean;
  failed: boolean;
  loadingView?: ReactNode;
  failureView?: ReactNode;
  failure?: QueryFailure;
  isEmpty?: (data: T) => boolean;
  emptyView?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (loading && data == null) return <>{loadingView}</>;
  if (failed) return <>{failureView ?? <DefaultFailure failure={failure} />}</>;
  if (data == null) return null;
  if (isEmpty?.(data)) return <>{emptyView}</>;
  return <>{children(data)}</>;
}
