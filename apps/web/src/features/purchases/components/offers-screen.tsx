import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
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
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { PURCHASE_STATUSES, type Purchase, type PurchaseStatus } from '@kadirio/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { ListPagination } from '../../../components/list-pagination';
import { LoadError, LoadingRow } from '../../../components/load-states';
import { ScreenHeading } from '../../../components/screen-heading';
import { useDescribeError } from '../../../lib/api-error';
import { formatDate, formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { usePagedList } from '../../../lib/use-paged-list';
import { useListPurchasesQuery, useUpdatePurchaseMutation } from '../purchases.api';
import { OfferFormDialog } from './offer-form-dialog';

const ROWS_PER_PAGE_OPTIONS = [20, 50, 100];

const STATUS_COLOR = { open: 'success', closed: 'warning', delivered: 'default' } as const;

interface StatusChange {
  purchase: Purchase;
  to: PurchaseStatus;
}

function isPurchaseStatus(value: string): value is PurchaseStatus {
  return (PURCHASE_STATUSES as readonly string[]).includes(value);
}

/** The moves an offer's status allows from here: open ⇄ closed, either → delivered (final). */
function movesFrom(status: PurchaseStatus): PurchaseStatus[] {
  if (status === 'open') return ['closed', 'delivered'];
  if (status === 'closed') return ['open', 'delivered'];
  return [];
}

/**
 * Group-buying offers for admin: publish, edit, close (no new orders), reopen, mark delivered.
 * Each row shows how much is ordered and what remains; every status change is asked first.
 */
export function OffersScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  const describeError = useDescribeError();
  const [status, setStatus] = useState<PurchaseStatus | ''>('');
  const { page, setPage, rowsPerPage, setRowsPerPage } = usePagedList([status], ROWS_PER_PAGE_OPTIONS);
  const { data, isError, error, isFetching, refetch } = useListPurchasesQuery({
    status: status || undefined,
    page: page + 1,
    limit: rowsPerPage,
  });
  const [updatePurchase, { isLoading: isUpdating }] = useUpdatePurchaseMutation();
  const [isAdding, setIsAdding] = useState(false);
  const [editing, setEditing] = useState<{ subject: Purchase | null; isOpen: boolean }>({
    subject: null,
    isOpen: false,
  });
  const [change, setChange] = useState<{ subject: StatusChange | null; isOpen: boolean }>({
    subject: null,
    isOpen: false,
  });
  const closeChange = () => setChange((current) => ({ ...current, isOpen: false }));

  const confirmChange = async () => {
    const subject = change.subject;
    if (!change.isOpen || !subject) return;
    try {
      await updatePurchase({ id: subject.purchase._id, body: { status: subject.to } }).unwrap();
      toast.success(t(`supply.offers.moved.${subject.to}`, { title: subject.purchase.title }));
    } catch (failure) {
      toast.error(describeError(failure));
    } finally {
      closeChange();
    }
  };

  const addButton = (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => setIsAdding(true)}>
      {t('supply.offers.add')}
    </Button>
  );

  let content;
  if (isError) {
    content = (
      <LoadError
        message={`${t('supply.offers.loadError')} ${describeError(error)}`}
        onRetry={() => void refetch()}
      />
    );
  } else if (!data) {
    content = <LoadingRow label={t('supply.offers.loading')} />;
  } else if (data.items.length === 0) {
    content = (
      <EmptyState title={t('supply.offers.emptyAdminTitle')} action={status === '' && addButton}>
        {status === '' ? t('supply.offers.emptyAdmin') : t('supply.offers.emptyFiltered')}
      </EmptyState>
    );
  } else {
    content = (
      <Paper variant="outlined">
        <Box sx={{ height: 4 }}>{isFetching && <LinearProgress />}</Box>
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" sx={{ minWidth: 960 }}>
            <TableHead>
              <TableRow>
                <TableCell>{t('supply.offers.fields.title')}</TableCell>
                <TableCell align="right">{t('supply.offers.fields.price')}</TableCell>
                <TableCell align="right">{t('supply.offers.fields.quantity')}</TableCell>
                <TableCell align="right">{t('supply.offers.columns.ordered')}</TableCell>
                <TableCell align="right">{t('supply.offers.columns.remaining')}</TableCell>
                <TableCell>{t('supply.offers.fields.payBefore')}</TableCell>
                <TableCell>{t('supply.offers.fields.deliveryRange')}</TableCell>
                <TableCell>{t('supply.offers.columns.status')}</TableCell>
                <TableCell align="right">{t('supply.common.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.items.map((purchase) => (
                <TableRow key={purchase._id} hover>
                  <TableCell sx={{ minWidth: 200 }}>
                    <Typography sx={{ fontWeight: 600 }}>{purchase.title}</Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
                      {purchase.material}
                    </Typography>
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatNumber(purchase.price, language, 0)} / {purchase.unit}
                  </TableCell>
                  <TableCell align="right">{formatNumber(purchase.quantity, language)}</TableCell>
                  <TableCell align="right">{formatNumber(purchase.ordered, language)}</TableCell>
                  <TableCell align="right" sx={{ fontWeight: 600 }}>
                    {formatNumber(purchase.remaining, language)}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {formatDate(purchase.payBefore, language)}
                  </TableCell>
                  <TableCell sx={{ minWidth: 140 }}>{purchase.deliveryRange}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      color={STATUS_COLOR[purchase.status]}
                      label={t(`supply.offers.status.${purchase.status}`)}
                    />
                  </TableCell>
                  <TableCell align="right">
                    <Stack
                      direction="row"
                      spacing={0.5}
                      sx={{ justifyContent: 'flex-end', alignItems: 'center' }}
                    >
                      {purchase.status !== 'delivered' && (
                        <IconButton
                          aria-label={t('supply.offers.edit', { title: purchase.title })}
                          onClick={() => setEditing({ subject: purchase, isOpen: true })}
                        >
                          <EditOutlinedIcon />
                        </IconButton>
                      )}
                      {movesFrom(purchase.status).map((to) => (
                        <Button
                          key={to}
                          size="small"
                          variant={to === 'delivered' ? 'outlined' : 'text'}
                          sx={{ whiteSpace: 'nowrap' }}
                          onClick={() => setChange({ subject: { purchase, to }, isOpen: true })}
                          aria-label={t(`supply.offers.moveAria.${to}`, { title: purchase.title })}
                        >
                          {t(`supply.offers.move.${to}`)}
                        </Button>
                      ))}
                    </Stack>
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

  const subject = change.subject;
  return (
    <Box component="section">
      <ScreenHeading
        title={t('supply.offers.title')}
        subtitle={t('supply.offers.subtitle')}
        actions={addButton}
      />
      <TextField
        select
        label={t('supply.offers.columns.status')}
        value={status}
        onChange={(event) => setStatus(isPurchaseStatus(event.target.value) ? event.target.value : '')}
        size="small"
        sx={{ mb: 2, minWidth: 220 }}
      >
        <MenuItem value="">{t('supply.offers.allStatuses')}</MenuItem>
        {PURCHASE_STATUSES.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`supply.offers.status.${value}`)}
          </MenuItem>
        ))}
      </TextField>
      {content}
      <OfferFormDialog
        open={isAdding || editing.isOpen}
        purchase={isAdding ? null : editing.subject}
        onClose={() => {
          setIsAdding(false);
          setEditing((current) => ({ ...current, isOpen: false }));
        }}
      />
      <ConfirmDialog
        open={change.isOpen}
        title={subject ? t(`supply.offers.confirmTitle.${subject.to}`) : ''}
        confirmLabel={subject ? t(`supply.offers.move.${subject.to}`) : ''}
        cancelLabel={t('supply.common.cancel')}
        onConfirm={() => void confirmChange()}
        onCancel={closeChange}
        isBusy={isUpdating}
      >
        {subject &&
          t(`supply.offers.confirmBody.${subject.to}`, {
            title: subject.purchase.title,
            ordered: subject.purchase.ordered,
            unit: subject.purchase.unit,
          })}
      </ConfirmDialog>
    </Box>
  );
}
