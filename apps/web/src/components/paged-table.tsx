import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useDescribeError } from '../lib/api-error';
import type { PagedList } from '../lib/use-paged-list';
import { ListPagination } from './list-pagination';
import { LoadError, LoadingRow } from './load-states';

/** What a paginated RTK Query list hook answers, as far as the table needs it. */
export interface PagedQuery<Item> {
  data?: { items: readonly Item[]; total: number } | undefined;
  isError: boolean;
  error?: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

interface PagedTableProps<Item> {
  query: PagedQuery<Item>;
  paging: PagedList;
  /** Shown with a spinner on the first load, and before the error's message when loading fails. */
  labels: { loading: string; loadError: string };
  /** What a page with no items shows (an `EmptyState`). */
  empty: ReactNode;
  /** The header cells. */
  head: ReactNode;
  /** One `TableRow` per item. */
  row: (item: Item) => ReactNode;
  /** Below this width the table keeps its columns and scrolls sideways (phones). */
  minWidth: number;
}

/**
 * One page of a server-paginated list as a table: the first load, a failure with a retry, the
 * empty state, and the rows with a thin bar while a later page or filter loads, and the pager.
 */
export function PagedTable<Item>({
  query,
  paging,
  labels,
  empty,
  head,
  row,
  minWidth,
}: PagedTableProps<Item>) {
  const describeError = useDescribeError();
  const { data, isError, error, isFetching, refetch } = query;
  if (isError) {
    return (
      <LoadError message={`${labels.loadError} ${describeError(error)}`} onRetry={() => void refetch()} />
    );
  }
  if (!data) return <LoadingRow label={labels.loading} />;
  if (data.items.length === 0) return empty;
  return (
    <Paper variant="outlined">
      <Box sx={{ height: 4 }}>{isFetching && <LinearProgress />}</Box>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" sx={{ minWidth }}>
          <TableHead>
            <TableRow>{head}</TableRow>
          </TableHead>
          <TableBody>{data.items.map(row)}</TableBody>
        </Table>
      </TableContainer>
      <ListPagination
        count={data.total}
        page={paging.page}
        rowsPerPage={paging.rowsPerPage}
        rowsPerPageOptions={paging.rowsPerPageOptions}
        onPageChange={paging.setPage}
        onRowsPerPageChange={paging.setRowsPerPage}
      />
    </Paper>
  );
}
