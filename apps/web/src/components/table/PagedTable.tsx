import { NoRecords } from '../no-records/NoRecords';
import { Paginator } from '../paginator/Paginator';
import { RetrieveError } from '../retrieve-error/RetrieveError';
import { DataTable } from './DataTable';
import type { DataTableProps } from './table-types';

/** One page of a list reply, with the rows it holds. */
export interface ListPage<R> {
  page: number;
  totalPages: number;
  rows: readonly R[];
  /** The pages stop at a bound: the last one offered is not the end (the request list's counted search). */
  bounded?: boolean;
}

interface PagedTableProps<R, F extends string> extends Pick<
  DataTableProps<R, F>,
  'columns' | 'rowKey' | 'sort' | 'onSortChange'
> {
  /** The page to show; undefined while loading (nothing shown) or after a failure. */
  list: ListPage<R> | undefined;
  /** The query failed: with no page to show, the retrieve error and its retry take the table's place (SPEC §8). */
  isError: boolean;
  onRetry: () => void;
  /** The no-records message (SPEC §8). */
  emptyMessage: string;
  caption: (page: number, pages: number) => string;
  /** Names the paginator's navigation. */
  pagesLabel: string;
  onPageChange: (page: number) => void;
}

/** A server-paged list: the retrieve error, the no-records card, or the sortable table and its paginator. */
export function PagedTable<R, F extends string>({
  list,
  isError,
  onRetry,
  emptyMessage,
  caption,
  pagesLabel,
  onPageChange,
  ...table
}: PagedTableProps<R, F>) {
  if (isError && !list) return <RetrieveError onRetry={onRetry} />;
  if (!list) return null;
  if (list.rows.length === 0) return <NoRecords message={emptyMessage} />;
  return (
    <>
      <DataTable caption={caption(list.page, list.totalPages)} rows={list.rows} {...table} />
      <Paginator
        page={list.page}
        totalPages={list.totalPages}
        onPageChange={onPageChange}
        label={pagesLabel}
        bounded={list.bounded}
      />
    </>
  );
}
