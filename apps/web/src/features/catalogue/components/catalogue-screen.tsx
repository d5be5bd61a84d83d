import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { TRADES, type CatalogueEntry, type TradeId } from '@kadirio/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { useDescribeError } from '../../../lib/api-error';
import { isLanguage } from '../../../lib/i18n';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useListCatalogueQuery, useUpdateCatalogueItemMutation } from '../catalogue.api';
import { ALL_TRADES, CatalogueFilters } from './catalogue-filters';
import { CatalogueRow } from './catalogue-row';
import { RateHistoryDialog } from './rate-history-dialog';
import { LoadError, LoadingRow } from '../../../components/load-states';

const ROWS_PER_PAGE_OPTIONS = [25, 50, 100];
const SEARCH_DEBOUNCE_MS = 400;

/** What a dialog is about, kept after closing so its text stays while it fades out. */
interface Subject<T> {
  subject: T | null;
  isOpen: boolean;
}

const closed = { subject: null, isOpen: false } as const;

/**
 * The catalogue for price setters and admin: by trade in sidebar order, searchable, with inline
 * rate editing and each rate's history. Admin also sees withdrawn items and withdraws or restores.
 * The server decides again what each role may change.
 */
export function CatalogueScreen({ isAdmin }: { isAdmin: boolean }) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  const describeError = useDescribeError();

  const [trade, setTrade] = useState<TradeId | typeof ALL_TRADES>(TRADES[0]?.id ?? ALL_TRADES);
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput.trim(), SEARCH_DEBOUNCE_MS);
  const [showWithdrawn, setShowWithdrawn] = useState(false);
  const include = isAdmin && showWithdrawn ? 'all' : 'active';
  const [rowsPerPage, setRowsPerPage] = useState(ROWS_PER_PAGE_OPTIONS[1] ?? 50);
  // The page belongs to one list: another trade, search or filter starts again at the first page.
  const listKey = JSON.stringify([trade, search, include, rowsPerPage]);
  const [pageState, setPageState] = useState({ listKey, page: 0 });
  const page = pageState.listKey === listKey ? pageState.page : 0;
  const setPage = (next: number) => setPageState({ listKey, page: next });

  const { data, isError, error, isFetching, refetch } = useListCatalogueQuery({
    trade: trade === ALL_TRADES ? undefined : trade,
    search: search === '' ? undefined : search,
    include,
    page: page + 1,
    limit: rowsPerPage,
  });
  const [updateItem, { isLoading: isUpdating }] = useUpdateCatalogueItemMutation();
  const [editingId, setEditingId] = useState<string | null>(null);
  const [history, setHistory] = useState<Subject<CatalogueEntry>>(closed);
  const [statusChange, setStatusChange] = useState<Subject<CatalogueEntry>>(closed);
  const closeStatusChange = () => setStatusChange((current) => ({ ...current, isOpen: false }));

  const describe = (item: CatalogueEntry) => (language === 'sw' ? item.descriptionSw : item.description);

  const saveRate = async (item: CatalogueEntry, rate: number) => {
    if (rate === item.rate) {
      setEditingId(null);
      return;
    }
    try {
      await updateItem({ id: item._id, body: { rate } }).unwrap();
      toast.success(t('catalogue.rateUpdated'));
      setEditingId(null);
    } catch (failure) {
      toast.error(describeError(failure));
    }
  };

  const confirmStatusChange = async () => {
    const item = statusChange.subject;
    if (!statusChange.isOpen || !item) return;
    const active = !item.active;
    try {
      await updateItem({ id: item._id, body: { active } }).unwrap();
      toast.success(t(active ? 'catalogue.restored' : 'catalogue.withdrawn'));
      // The last row of a later page left the list: show the page before instead of an empty one.
      if (!active && include === 'active' && data?.items.length === 1 && page > 0) setPage(page - 1);
    } catch (failure) {
      toast.error(describeError(failure));
    } finally {
      closeStatusChange();
    }
  };

  const isFiltered = search !== '';

  let content;
  if (isError) {
    content = (
      <LoadError
        message={`${t('catalogue.loadError')} ${describeError(error)}`}
        onRetry={() => void refetch()}
      />
    );
  } else if (!data) {
    content = <LoadingRow label={t('catalogue.loading')} />;
  } else if (data.items.length === 0) {
    content = (
      <EmptyState title={t('catalogue.emptyTitle')}>
        {isFiltered ? t('catalogue.emptyFiltered') : t('catalogue.emptyAll')}
      </EmptyState>
    );
  } else {
    content = (
      <CatalogueTable
        isAdmin={isAdmin}
        isFetching={isFetching}
        total={data.total}
        page={page}
        rowsPerPage={rowsPerPage}
        onPage={setPage}
        onRowsPerPage={setRowsPerPage}
      >
        {data.items.map((item) => (
          <CatalogueRow
            key={item._id}
            item={item}
            isAdmin={isAdmin}
            language={language}
            isEditing={editingId === item._id}
            isUpdating={isUpdating}
            isAnyEditing={editingId !== null}
            onEdit={() => setEditingId(item._id)}
            onSaveRate={(rate) => void saveRate(item, rate)}
            onCancelEdit={() => setEditingId(null)}
            onHistory={() => setHistory({ subject: item, isOpen: true })}
            onStatusChange={() => setStatusChange({ subject: item, isOpen: true })}
          />
        ))}
      </CatalogueTable>
    );
  }

  const statusItem = statusChange.subject;
  return (
    <Box component="section">
      <Typography variant="h1" sx={{ mb: 1 }}>
        {t('catalogue.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('catalogue.subtitle')}
      </Typography>

      <CatalogueFilters
        trade={trade}
        onTrade={(next) => {
          setTrade(next);
          setEditingId(null);
        }}
        search={searchInput}
        onSearch={setSearchInput}
        showWithdrawn={isAdmin ? showWithdrawn : null}
        onShowWithdrawn={setShowWithdrawn}
        language={language}
      />

      {content}

      <RateHistoryDialog
        item={history.subject}
        open={history.isOpen}
        onClose={() => setHistory((current) => ({ ...current, isOpen: false }))}
        language={language}
      />
      <ConfirmDialog
        open={statusChange.isOpen}
        title={statusItem?.active === false ? t('catalogue.restoreTitle') : t('catalogue.withdrawTitle')}
        confirmLabel={
          statusItem?.active === false ? t('catalogue.restoreConfirm') : t('catalogue.withdrawConfirm')
        }
        cancelLabel={t('catalogue.cancel')}
        onConfirm={() => void confirmStatusChange()}
        onCancel={closeStatusChange}
        isBusy={isUpdating}
        isDestructive={statusItem?.active !== false}
      >
        {statusItem &&
          t(statusItem.active ? 'catalogue.withdrawBody' : 'catalogue.restoreBody', {
            code: statusItem.code,
            description: describe(statusItem),
          })}
      </ConfirmDialog>
    </Box>
  );
}

/** The catalogue's table: its head, the rows given, and the pages (25, 50 or 100 rows). */
function CatalogueTable({
  isAdmin,
  isFetching,
  total,
  page,
  rowsPerPage,
  onPage,
  onRowsPerPage,
  children,
}: {
  isAdmin: boolean;
  isFetching: boolean;
  total: number;
  page: number;
  rowsPerPage: number;
  onPage: (page: number) => void;
  onRowsPerPage: (rows: number) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined">
      <Box sx={{ height: 4 }}>{isFetching && <LinearProgress />}</Box>
      {/* On a phone the table keeps its columns and scrolls sideways. */}
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" sx={{ minWidth: isAdmin ? 860 : 760 }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('catalogue.columns.code')}</TableCell>
              <TableCell>{t('catalogue.columns.description')}</TableCell>
              <TableCell>{t('catalogue.columns.unit')}</TableCell>
              <TableCell align="right">{t('catalogue.columns.rate')}</TableCell>
              {isAdmin && <TableCell>{t('catalogue.columns.status')}</TableCell>}
              <TableCell align="right">{t('catalogue.columns.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>{children}</TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={total}
        page={page}
        rowsPerPage={rowsPerPage}
        rowsPerPageOptions={ROWS_PER_PAGE_OPTIONS}
        onPageChange={(_event, next) => onPage(next)}
        onRowsPerPageChange={(event) => onRowsPerPage(Number(event.target.value))}
        labelRowsPerPage={t('catalogue.rowsPerPage')}
        labelDisplayedRows={({ from, to, count }) => t('catalogue.displayedRows', { from, to, count })}
        getItemAriaLabel={(type) => t(`catalogue.pagination.${type}`)}
      />
    </Paper>
  );
}
