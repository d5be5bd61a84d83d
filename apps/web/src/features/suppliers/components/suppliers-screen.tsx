import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ListAltIcon from '@mui/icons-material/ListAltOutlined';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { PROVIDER_STATUSES, type Provider, type ProviderStatus } from '@kadirio/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { ListPagination } from '../../../components/list-pagination';
import { LoadError, LoadingRow } from '../../../components/load-states';
import { ScreenHeading } from '../../../components/screen-heading';
import { useDescribeError } from '../../../lib/api-error';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePagedList } from '../../../lib/use-paged-list';
import { useDeleteProviderMutation, useListProvidersQuery } from '../suppliers.api';
import { PriceListDialog } from './price-list-dialog';
import { SupplierFormDialog } from './supplier-form-dialog';
import { SupplierStatusChip } from './supplier-status-chip';

const ROWS_PER_PAGE_OPTIONS = [10, 20, 50];
const SEARCH_DEBOUNCE_MS = 400;

/** What a dialog is about, kept after closing so its text stays while it fades out. */
interface Subject<T> {
  subject: T | null;
  isOpen: boolean;
}
const closed = { subject: null, isOpen: false } as const;

function isProviderStatus(value: string): value is ProviderStatus {
  return (PROVIDER_STATUSES as readonly string[]).includes(value);
}

/**
 * The admin's suppliers: search by name, filter by region and status, add, edit, delete (asked
 * first), and each supplier's price list with its CSV import. Only registered suppliers' prices
 * reach clients' shopping lists.
 */
export function SuppliersScreen() {
  const { t } = useTranslation();
  const describeError = useDescribeError();
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput.trim(), SEARCH_DEBOUNCE_MS);
  const [regionInput, setRegionInput] = useState('');
  const region = useDebouncedValue(regionInput.trim(), SEARCH_DEBOUNCE_MS);
  const [status, setStatus] = useState<ProviderStatus | ''>('');
  const { page, setPage, rowsPerPage, setRowsPerPage } = usePagedList(
    [search, region, status],
    ROWS_PER_PAGE_OPTIONS,
  );

  const { data, isError, error, isFetching, refetch } = useListProvidersQuery({
    search: search || undefined,
    region: region || undefined,
    status: status || undefined,
    page: page + 1,
    limit: rowsPerPage,
  });
  const [deleteProvider, { isLoading: isDeleting }] = useDeleteProviderMutation();
  const [form, setForm] = useState<Subject<Provider>>(closed);
  const [isAdding, setIsAdding] = useState(false);
  const [priceList, setPriceList] = useState<Subject<Provider>>(closed);
  const [deletion, setDeletion] = useState<Subject<Provider>>(closed);

  const confirmDelete = async () => {
    const target = deletion.subject;
    if (!deletion.isOpen || !target) return;
    try {
      await deleteProvider(target._id).unwrap();
      toast.success(t('supply.suppliers.deleted', { name: target.name }));
      if (data?.items.length === 1 && page > 0) setPage(page - 1);
    } catch (failure) {
      toast.error(describeError(failure));
    } finally {
      setDeletion((current) => ({ ...current, isOpen: false }));
    }
  };

  const isFiltered = search !== '' || region !== '' || status !== '';
  let content;
  if (isError) {
    content = (
      <LoadError
        message={`${t('supply.suppliers.loadError')} ${describeError(error)}`}
        onRetry={() => void refetch()}
      />
    );
  } else if (!data) {
    content = <LoadingRow label={t('supply.suppliers.loading')} />;
  } else if (data.items.length === 0) {
    content = (
      <EmptyState
        title={t('supply.suppliers.emptyTitle')}
        action={
          !isFiltered && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setIsAdding(true)}>
              {t('supply.suppliers.add')}
            </Button>
          )
        }
      >
        {isFiltered ? t('supply.suppliers.emptyFiltered') : t('supply.suppliers.emptyAll')}
      </EmptyState>
    );
  } else {
    content = (
      <Paper variant="outlined">
        <Box sx={{ height: 4 }}>{isFetching && <LinearProgress />}</Box>
        {/* On a phone the table keeps its columns and scrolls sideways. */}
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" sx={{ minWidth: 820 }}>
            <TableHead>
              <TableRow>
                <TableCell>{t('supply.suppliers.columns.name')}</TableCell>
                <TableCell>{t('supply.suppliers.columns.location')}</TableCell>
                <TableCell>{t('supply.suppliers.columns.phone')}</TableCell>
                <TableCell>{t('supply.suppliers.columns.services')}</TableCell>
                <TableCell>{t('supply.suppliers.columns.status')}</TableCell>
                <TableCell align="right">{t('supply.suppliers.columns.prices')}</TableCell>
                <TableCell align="right">{t('supply.common.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.items.map((provider) => (
                <TableRow key={provider._id} hover>
                  <TableCell sx={{ fontWeight: 600 }}>{provider.name}</TableCell>
                  <TableCell>
                    {[provider.ward, provider.district, provider.region].filter(Boolean).join(', ')}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{provider.phone}</TableCell>
                  <TableCell sx={{ maxWidth: 220, overflowWrap: 'anywhere' }}>{provider.services}</TableCell>
                  <TableCell>
                    <SupplierStatusChip status={provider.status} />
                  </TableCell>
                  <TableCell align="right">
                    <Button
                      size="small"
                      startIcon={<ListAltIcon />}
                      onClick={() => setPriceList({ subject: provider, isOpen: true })}
                      aria-label={t('supply.suppliers.openPrices', { name: provider.name })}
                    >
                      {provider.priceCount}
                    </Button>
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Tooltip title={t('supply.common.edit')}>
                      <IconButton
                        aria-label={t('supply.suppliers.edit', { name: provider.name })}
                        onClick={() => setForm({ subject: provider, isOpen: true })}
                      >
                        <EditOutlinedIcon />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title={t('supply.common.delete')}>
                      <IconButton
                        color="error"
                        aria-label={t('supply.suppliers.delete', { name: provider.name })}
                        onClick={() => setDeletion({ subject: provider, isOpen: true })}
                      >
                        <DeleteOutlinedIcon />
                      </IconButton>
                    </Tooltip>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <ListPagination
          count={data.total}
          page={page}
          rowsPerPage={rowsPerPage}
          rowsPerPageOptions={ROWS_PER_PAGE_OPTIONS}
          onPageChange={setPage}
          onRowsPerPageChange={setRowsPerPage}
        />
      </Paper>
    );
  }

  return (
    <Box component="section">
      <ScreenHeading
        title={t('supply.suppliers.title')}
        subtitle={t('supply.suppliers.subtitle')}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setIsAdding(true)}>
            {t('supply.suppliers.add')}
          </Button>
        }
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          label={t('supply.suppliers.search')}
          type="search"
          value={searchInput}
          onChange={(event) => setSearchInput(event.target.value)}
          size="small"
          sx={{ flex: 2 }}
        />
        <TextField
          label={t('supply.suppliers.region')}
          type="search"
          value={regionInput}
          onChange={(event) => setRegionInput(event.target.value)}
          size="small"
          sx={{ flex: 1 }}
        />
        <TextField
          select
          label={t('supply.suppliers.fields.status')}
          value={status}
          onChange={(event) => setStatus(isProviderStatus(event.target.value) ? event.target.value : '')}
          size="small"
          sx={{ flex: 1, minWidth: 180 }}
        >
          <MenuItem value="">{t('supply.suppliers.allStatuses')}</MenuItem>
          {PROVIDER_STATUSES.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`supply.suppliers.status.${value}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>

      {content}

      <SupplierFormDialog
        open={isAdding || form.isOpen}
        provider={isAdding ? null : form.subject}
        onClose={() => {
          setIsAdding(false);
          setForm((current) => ({ ...current, isOpen: false }));
        }}
      />
      <PriceListDialog
        open={priceList.isOpen}
        provider={priceList.subject}
        onClose={() => setPriceList((current) => ({ ...current, isOpen: false }))}
      />
      <ConfirmDialog
        open={deletion.isOpen}
        title={t('supply.suppliers.deleteTitle')}
        confirmLabel={t('supply.common.delete')}
        cancelLabel={t('supply.common.cancel')}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeletion((current) => ({ ...current, isOpen: false }))}
        isBusy={isDeleting}
        isDestructive
      >
        {deletion.subject && t('supply.suppliers.deleteBody', { name: deletion.subject.name })}
      </ConfirmDialog>
    </Box>
  );
}
