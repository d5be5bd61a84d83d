import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import { PURCHASE_STATUSES, type Purchase, type PurchaseStatus } from '@kadirio/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { PagedTable } from '../../../components/paged-table';
import { ScreenHeading } from '../../../components/screen-heading';
import { formatDate, formatNumber } from '../../../lib/format';
import { formatQuantity, unitName } from '../../../lib/units';
import { useConfirmedAction } from '../../../lib/use-confirmed-action';
import { useDialogSubject } from '../../../lib/use-dialog-subject';
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
  const [status, setStatus] = useState<PurchaseStatus | ''>('');
  const paging = usePagedList([status], ROWS_PER_PAGE_OPTIONS);
  const query = useListPurchasesQuery({
    status: status || undefined,
    page: paging.page + 1,
    limit: paging.rowsPerPage,
  });
  const [updatePurchase] = useUpdatePurchaseMutation();
  // null: a new offer.
  const form = useDialogSubject<Purchase | null>();
  const change = useConfirmedAction(async ({ purchase, to }: StatusChange) => {
    await updatePurchase({ id: purchase._id, body: { status: to } }).unwrap();
    return t(`supply.offers.moved.${to}`, { title: purchase.title });
  });

  const addButton = (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => form.open(null)}>
      {t('supply.offers.add')}
    </Button>
  );

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
      <PagedTable
        query={query}
        paging={paging}
        labels={{ loading: t('supply.offers.loading'), loadError: t('supply.offers.loadError') }}
        empty={
          <EmptyState title={t('supply.offers.emptyAdminTitle')} action={status === '' && addButton}>
            {status === '' ? t('supply.offers.emptyAdmin') : t('supply.offers.emptyFiltered')}
          </EmptyState>
        }
        minWidth={960}
        head={
          <>
            <TableCell>{t('supply.offers.fields.title')}</TableCell>
            <TableCell align="right">{t('supply.offers.fields.price')}</TableCell>
            <TableCell align="right">{t('supply.offers.fields.quantity')}</TableCell>
            <TableCell align="right">{t('supply.offers.columns.ordered')}</TableCell>
            <TableCell align="right">{t('supply.offers.columns.remaining')}</TableCell>
            <TableCell>{t('supply.offers.fields.payBefore')}</TableCell>
            <TableCell>{t('supply.offers.fields.deliveryRange')}</TableCell>
            <TableCell>{t('supply.offers.columns.status')}</TableCell>
            <TableCell align="right">{t('supply.common.actions')}</TableCell>
          </>
        }
        row={(purchase) => (
          <TableRow key={purchase._id} hover>
            <TableCell sx={{ minWidth: 200 }}>
              <Typography sx={{ fontWeight: 600 }}>{purchase.title}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
                {purchase.material}
              </Typography>
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {formatNumber(purchase.price, language, 0)} / {unitName(purchase.unit, language)}
            </TableCell>
            <TableCell align="right">{formatNumber(purchase.quantity, language)}</TableCell>
            <TableCell align="right">{formatNumber(purchase.ordered, language)}</TableCell>
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              {formatNumber(purchase.remaining, language)}
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(purchase.payBefore, language)}</TableCell>
            <TableCell sx={{ minWidth: 140 }}>{purchase.deliveryRange}</TableCell>
            <TableCell>
              <Chip
                size="small"
                color={STATUS_COLOR[purchase.status]}
                label={t(`supply.offers.status.${purchase.status}`)}
              />
            </TableCell>
            <TableCell align="right">
              <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end', alignItems: 'center' }}>
                {purchase.status !== 'delivered' && (
                  <IconButton
                    aria-label={t('supply.offers.edit', { title: purchase.title })}
                    onClick={() => form.open(purchase)}
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
                    onClick={() => change.ask({ purchase, to })}
                    aria-label={t(`supply.offers.moveAria.${to}`, { title: purchase.title })}
                  >
                    {t(`supply.offers.move.${to}`)}
                  </Button>
                ))}
              </Stack>
            </TableCell>
          </TableRow>
        )}
      />
      <OfferFormDialog open={form.isOpen} purchase={form.subject} onClose={form.close} />
      <ConfirmDialog
        {...change.dialog}
        title={subject ? t(`supply.offers.confirmTitle.${subject.to}`) : ''}
        confirmLabel={subject ? t(`supply.offers.move.${subject.to}`) : ''}
        cancelLabel={t('supply.common.cancel')}
      >
        {subject &&
          t(`supply.offers.confirmBody.${subject.to}`, {
            title: subject.purchase.title,
            ordered: formatQuantity(subject.purchase.ordered, subject.purchase.unit, language),
          })}
      </ConfirmDialog>
    </Box>
  );
}
