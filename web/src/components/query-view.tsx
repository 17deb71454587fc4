import type { ReactNode } from 'react';

/**
 * One query's states, in one order: waiting (nothing to show yet), failed, empty, or the data. Each page
 * says what its states look like; a refetch with data already shown keeps showing the data.
 */
export function QueryView<T>({
  data,
  loading,
  failed,
  loadingView,
  failureView,
  isEmpty,
  emptyView,
  children,
}: {
  data: T | null | undefined;
  loading: boolean;
  failed: boolean;
  loadingView: ReactNode;
  failureView: ReactNode;
  isEmpty?: (data: T) => boolean;
  emptyView?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (loading && data == null) return <>{loadingView}</>;
  if (failed) return <>{failureView}</>;
  if (data == null) return null;
  if (isEmpty?.(data)) return <>{emptyView}</>;
  return <>{children(data)}</>;
}
