import type { ReactNode } from 'react';
import { Alert } from './ui/alert.tsx';
import { PageSpinner } from './ui/spinner.tsx';

/** The state of a query that loads one record (or list) for a page. */
export type RecordQuery<TRecord> = { isPending: boolean; isError: boolean; data: TRecord | undefined };

/**
 * The body of a page that shows what `query` loads: a spinner while it loads, an alert titled `loadFailed`
 * when it cannot, else `children(record)`.
 */
export function QueryBody<TRecord>({
  query,
  loadFailed,
  children,
}: {
  query: RecordQuery<TRecord>;
  loadFailed: string;
  children: (record: TRecord) => ReactNode;
}) {
  if (query.isPending) return <PageSpinner />;
  if (query.isError || query.data === undefined) return <Alert tone="error" title={loadFailed} />;
  return children(query.data);
}
