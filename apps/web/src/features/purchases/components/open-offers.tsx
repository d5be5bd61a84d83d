import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import { useTranslation } from 'react-i18next';
import type { Purchase } from '@kadirio/domain';
import { EmptyState } from '../../../components/empty-state';
import { LoadError, LoadingRow } from '../../../components/load-states';
import { useDescribeError } from '../../../lib/api-error';
import { formatDate, formatNumber, formatTzs } from '../../../lib/format';
import { formatQuantity, unitName } from '../../../lib/units';
import { useLanguage } from '../../../lib/use-language';
import { useListPurchasesQuery } from '../purchases.api';
import { lazyDialog } from '../../../lib/lazy-dialog';

const OrderDialog = lazyDialog(() => import('./order-dialog').then((module) => module.OrderDialog));

/** Open offers fit on one screen; more than this and the oldest wait for the next visit. */
const OFFERS_SHOWN = 50;

function OfferCard({ purchase, onOrder }: { purchase: Purchase; onOrder: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const titleId = `offer-${purchase._id}`;
  const soldShare = purchase.quantity === 0 ? 1 : purchase.ordered / purchase.quantity;
  const isSoldOut = purchase.remaining === 0;
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1, height: '100%' }}
    >
      <Typography id={titleId} component="h3" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
        {purchase.title}
      </Typography>
      <Typography component="p" sx={{ fontSize: '1.4rem', fontWeight: 700 }}>
        {t('supply.offers.perUnit', {
          price: formatTzs(purchase.price, language),
          unit: unitName(purchase.unit, language),
        })}
      </Typography>
      <Box>
        <LinearProgress
          variant="determinate"
          value={Math.min(100, soldShare * 100)}
          aria-label={t('supply.offers.takenLabel')}
          sx={{ height: 8, borderRadius: 4 }}
        />
        <Typography variant="body2" color={isSoldOut ? 'error' : 'text.secondary'} sx={{ mt: 0.5 }}>
          {isSoldOut
            ? t('supply.offers.soldOut')
            : t('supply.offers.remainingOf', {
                remaining: formatNumber(purchase.remaining, language),
                quantity: formatQuantity(purchase.quantity, purchase.unit, language),
              })}
        </Typography>
      </Box>
      <Typography variant="body2">
        {t('supply.offers.payBefore', {
          date: formatDate(purchase.payBefore, language) ?? purchase.payBefore,
        })}
      </Typography>
      <Typography variant="body2">
        {t('supply.offers.delivery', { range: purchase.deliveryRange })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {purchase.transport === 0
          ? t('supply.offers.transportIncluded')
          : t('supply.offers.transportPerUnit', {
              amount: formatTzs(purchase.transport, language),
              unit: unitName(purchase.unit, language),
            })}
        {purchase.transportTerms && ` · ${purchase.transportTerms}`}
      </Typography>
      <Box sx={{ mt: 'auto', pt: 1 }}>
        <Button
          variant="contained"
          fullWidth
          startIcon={<ShoppingCartOutlinedIcon />}
          disabled={isSoldOut}
          {...OrderDialog.prefetchOnIntent}
          onClick={onOrder}
          aria-label={t('supply.offers.orderThis', { title: purchase.title })}
        >
          {t('supply.offers.order')}
        </Button>
      </Box>
    </Paper>
  );
}

/** The client's home section of open group-buying offers, each with a way to order. */
export function OpenOffers({ defaultPhone }: { defaultPhone?: string }) {
  const { t } = useTranslation();
  const describeError = useDescribeError();
  const { data, isError, error, isFetching, refetch } = useListPurchasesQuery({
    page: 1,
    limit: OFFERS_SHOWN,
  });
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [isOrdering, setIsOrdering] = useState(false);
  // The freshest copy of the chosen offer: after a 409 the list refetches and the dialog shows what is left.
  const [lastSelected, setLastSelected] = useState<Purchase | null>(null);
  const current = data?.items.find((item) => item._id === selectedId) ?? null;
  if (current && current !== lastSelected) setLastSelected(current);
  const selected = current ?? lastSelected;

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
  } else {
    const open = data.items.filter((item) => item.status === 'open');
    content =
      open.length === 0 ? (
        <EmptyState title={t('supply.offers.emptyTitle')}>{t('supply.offers.emptyBody')}</EmptyState>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: {
              xs: 'minmax(0, 1fr)',
              sm: 'repeat(2, minmax(0, 1fr))',
              lg: 'repeat(3, minmax(0, 1fr))',
            },
            opacity: isFetching ? 0.7 : 1,
          }}
        >
          {open.map((purchase) => (
            <OfferCard
              key={purchase._id}
              purchase={purchase}
              onOrder={() => {
                setSelectedId(purchase._id);
                setIsOrdering(true);
              }}
            />
          ))}
        </Box>
      );
  }

  return (
    <Box component="section" aria-labelledby="open-offers-title" sx={{ mb: 4 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
        <Typography id="open-offers-title" component="h2" variant="h2">
          {t('supply.offers.openTitle')}
        </Typography>
        {data && data.total > 0 && <Chip size="small" label={data.total} color="primary" />}
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('supply.offers.openIntro')}
      </Typography>
      {content}
      <OrderDialog
        open={isOrdering}
        purchase={selected}
        defaultPhone={defaultPhone}
        onClose={() => setIsOrdering(false)}
      />
    </Box>
  );
}
