import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ListAltIcon from '@mui/icons-material/ListAltOutlined';
import { useTranslation } from 'react-i18next';
import { PROVIDER_STATUSES, type Provider, type ProviderStatus } from '@kadirio/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { PagedTable } from '../../../components/paged-table';
import { ScreenHeading } from '../../../components/screen-heading';
import { useConfirmedAction } from '../../../lib/use-confirmed-action';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useDialogSubject } from '../../../lib/use-dialog-subject';
import { usePagedList } from '../../../lib/use-paged-list';
import { useDeleteProviderMutation, useListProvidersQuery } from '../suppliers.api';
import { PriceListDialog } from './price-list-dialog';
import { SupplierFormDialog } from './supplier-form-dialog';
import { SupplierStatusChip } from './supplier-status-chip';

const ROWS_PER_PAGE_OPTIONS = [10, 20, 50];
const SEARCH_DEBOUNCE_MS = 400;

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
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput.trim(), SEARCH_DEBOUNCE_MS);
  const [regionInput, setRegionInput] = useState('');
  const region = useDebouncedValue(regionInput.trim(), SEARCH_DEBOUNCE_MS);
  const [status, setStatus] = useState<ProviderStatus | ''>('');
  const paging = usePagedList([search, region, status], ROWS_PER_PAGE_OPTIONS);

  const query = useListProvidersQuery({
    search: search || undefined,
    region: region || undefined,
    status: status || undefined,
    page: paging.page + 1,
    limit: paging.rowsPerPage,
  });
  const [deleteProvider] = useDeleteProviderMutation();
  // null: a new supplier.
  const form = useDialogSubject<Provider | null>();
  const priceList = useDialogSubject<Provider>();
  const deletion = useConfirmedAction(async (provider: Provider) => {
    await deleteProvider(provider._id).unwrap();
    paging.afterRemovingFrom(query.data?.items.length ?? 0);
    return t('supply.suppliers.deleted', { name: provider.name });
  });

  const isFiltered = search !== '' || region !== '' || status !== '';
  const addButton = (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => form.open(null)}>
      {t('supply.suppliers.add')}
    </Button>
  );

  return (
    <Box component="section">
      <ScreenHeading
        title={t('supply.suppliers.title')}
        subtitle={t('supply.suppliers.subtitle')}
        actions={addButton}
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

      <PagedTable
        query={query}
        paging={paging}
        labels={{ loading: t('supply.suppliers.loading'), loadError: t('supply.suppliers.loadError') }}
        empty={
          <EmptyState title={t('supply.suppliers.emptyTitle')} action={!isFiltered && addButton}>
            {isFiltered ? t('supply.suppliers.emptyFiltered') : t('supply.suppliers.emptyAll')}
          </EmptyState>
        }
        minWidth={820}
        head={
          <>
            <TableCell>{t('supply.suppliers.columns.name')}</TableCell>
            <TableCell>{t('supply.suppliers.columns.location')}</TableCell>
            <TableCell>{t('supply.suppliers.columns.phone')}</TableCell>
            <TableCell>{t('supply.suppliers.columns.services')}</TableCell>
            <TableCell>{t('supply.suppliers.columns.status')}</TableCell>
            <TableCell align="right">{t('supply.suppliers.columns.prices')}</TableCell>
            <TableCell align="right">{t('supply.common.actions')}</TableCell>
          </>
        }
        row={(provider) => (
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
                onClick={() => priceList.open(provider)}
                aria-label={t('supply.suppliers.openPrices', { name: provider.name })}
              >
                {provider.priceCount}
              </Button>
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              <Tooltip title={t('supply.common.edit')}>
                <IconButton
                  aria-label={t('supply.suppliers.edit', { name: provider.name })}
                  onClick={() => form.open(provider)}
                >
                  <EditOutlinedIcon />
                </IconButton>
              </Tooltip>
              <Tooltip title={t('supply.common.delete')}>
                <IconButton
                  color="error"
                  aria-label={t('supply.suppliers.delete', { name: provider.name })}
                  onClick={() => deletion.ask(provider)}
                >
                  <DeleteOutlinedIcon />
                </IconButton>
              </Tooltip>
            </TableCell>
          </TableRow>
        )}
      />

      <SupplierFormDialog open={form.isOpen} provider={form.subject} onClose={form.close} />
      <PriceListDialog open={priceList.isOpen} provider={priceList.subject} onClose={priceList.close} />
      <ConfirmDialog
        {...deletion.dialog}
        title={t('supply.suppliers.deleteTitle')}
        confirmLabel={t('supply.common.delete')}
        cancelLabel={t('supply.common.cancel')}
        isDestructive
      >
        {deletion.subject && t('supply.suppliers.deleteBody', { name: deletion.subject.name })}
      </ConfirmDialog>
    </Box>
  );
}
