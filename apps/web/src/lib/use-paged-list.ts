import { useState } from 'react';

/**
 * The page and page size of a server-paginated list. The page belongs to one set of filters: a new
 * search or filter starts again at the first page. `page` is 0-based, as MUI's pagination counts.
 */
export function usePagedList(filters: readonly unknown[], rowsPerPageOptions: readonly number[]) {
  const [rowsPerPage, setRowsPerPage] = useState(rowsPerPageOptions[0] ?? 10);
  const listKey = JSON.stringify([...filters, rowsPerPage]);
  const [pageState, setPageState] = useState({ listKey, page: 0 });
  const page = pageState.listKey === listKey ? pageState.page : 0;
  const setPage = (next: number) => setPageState({ listKey, page: next });
  /** After the only item of a later page is removed, show the page before instead of an empty one. */
  const afterRemovingFrom = (itemsOnPage: number) => {
    if (itemsOnPage === 1 && page > 0) setPage(page - 1);
  };
  return { page, setPage, rowsPerPage, setRowsPerPage, rowsPerPageOptions, afterRemovingFrom };
}

export type PagedList = ReturnType<typeof usePagedList>;
