import { TablePagination } from './lazy-table-pagination';
import { useTranslation } from 'react-i18next';

interface ListPaginationProps {
  count: number;
  page: number;
  rowsPerPage: number;
  rowsPerPageOptions: readonly number[];
  onPageChange: (page: number) => void;
  onRowsPerPageChange: (rowsPerPage: number) => void;
}

/** The pager under a server-paginated table, in the reader's language. */
export function ListPagination({
  count,
  page,
  rowsPerPage,
  rowsPerPageOptions,
  onPageChange,
  onRowsPerPageChange,
}: ListPaginationProps) {
  const { t } = useTranslation();
  return (
    <TablePagination
      count={count}
      page={page}
      rowsPerPage={rowsPerPage}
      rowsPerPageOptions={[...rowsPerPageOptions]}
      onPageChange={(_event, next) => onPageChange(next)}
      onRowsPerPageChange={(event) => onRowsPerPageChange(Number(event.target.value))}
      labelRowsPerPage={t('users.rowsPerPage')}
      labelDisplayedRows={({ from, to, count: total }) =>
        t('users.displayedRows', { from, to, count: total })
      }
      getItemAriaLabel={(type) => t(`users.pagination.${type}`)}
    />
  );
}
