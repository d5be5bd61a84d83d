import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { usePagedList } from '../lib/use-paged-list';
import { renderWithProviders } from '../testing/render';
import { PagedTable, type PagedQuery } from './paged-table';

const NAMES = ['Cement', 'Sand', 'Nails'];

/** A table over a list that answers `query` for every page, showing which page was asked for. */
function Harness({ query }: { query: (page: number) => PagedQuery<string> }) {
  const paging = usePagedList([], [2]);
  return (
    <>
      <p>Asked for page {paging.page + 1}</p>
      <PagedTable
        query={query(paging.page)}
        paging={paging}
        labels={{ loading: 'Loading materials…', loadError: 'The materials could not be loaded.' }}
        empty={<p>No materials yet</p>}
        minWidth={400}
        head={<TableCell>Name</TableCell>}
        row={(name) => (
          <TableRow key={name}>
            <TableCell>{name}</TableCell>
          </TableRow>
        )}
      />
    </>
  );
}

const loaded = (page: number): PagedQuery<string> => ({
  data: { items: NAMES.slice(page * 2, page * 2 + 2), total: NAMES.length },
  isError: false,
  isFetching: false,
  refetch: () => undefined,
});

describe('PagedTable', () => {
  it('shows a page of rows with the pager, and asks for the next page', async () => {
    const { user } = renderWithProviders(<Harness query={loaded} />);

    expect(await screen.findByRole('cell', { name: 'Cement' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Sand' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Nails' })).not.toBeInTheDocument();
    expect(await screen.findByText('1–2 of 3')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByRole('cell', { name: 'Nails' })).toBeInTheDocument();
    expect(screen.getByText('Asked for page 2')).toBeInTheDocument();
  });

  it('announces the first load', async () => {
    renderWithProviders(
      <Harness query={() => ({ isError: false, isFetching: true, refetch: () => undefined })} />,
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Loading materials…');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the empty state when there is nothing', async () => {
    const empty = { items: [], total: 0 };
    renderWithProviders(
      <Harness
        query={() => ({ data: empty, isError: false, isFetching: false, refetch: () => undefined })}
      />,
    );
    expect(await screen.findByText('No materials yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says why loading failed and tries again on request', async () => {
    const refetch = vi.fn();
    const { user } = renderWithProviders(
      <Harness
        query={() => ({
          isError: true,
          error: { status: 500, data: { message: 'Database unavailable' } },
          isFetching: false,
          refetch,
        })}
      />,
    );

    expect(
      await screen.findByText('The materials could not be loaded. Database unavailable'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
  });
});
