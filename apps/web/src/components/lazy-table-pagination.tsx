import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import type { TablePaginationProps } from '@mui/material/TablePagination';

type PagerProps = Omit<TablePaginationProps<'div'>, 'component'>;

/**
 * MUI's pager, loaded when a list first shows one. Importing it runs `new Intl.NumberFormat('en-US')`
 * at once (its default label), the page's first Intl object: about 20 ms of locale data on a fast
 * machine, inside the long task that evaluates the client's screens, whose lists (plans, orders)
 * seldom have a second page (the Lighthouse budget, docs/performance.md).
 */
const LoadedPager = lazy(async () => {
  const { default: MuiTablePagination } = await import('@mui/material/TablePagination');
  return { default: (props: PagerProps) => <MuiTablePagination component="div" {...props} /> };
});

/** The pager's own height (its toolbar), held while it loads so nothing below it moves. */
const PAGER_HEIGHT_PX = 52;

/** The pager under a list that is not a table (a `div`, not a table cell). */
export function TablePagination(props: PagerProps) {
  return (
    <Suspense fallback={<Box sx={{ minHeight: PAGER_HEIGHT_PX }} />}>
      <LoadedPager {...props} />
    </Suspense>
  );
}
