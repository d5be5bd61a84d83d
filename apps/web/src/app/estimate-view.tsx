import { useCallback, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { SavedEstimate } from '@kadirio/domain';
import { selectSessionUser } from '../features/users/auth.slice';
import { houseToFormValues, writeEstimateDraft } from '../features/estimates/estimate-draft';
import { EstimateActions } from '../features/estimates/components/estimate-actions';
import {
  InstantEstimate,
  type EstimateActionsState,
} from '../features/estimates/components/instant-estimate';
import { PendingEstimateOffer } from '../features/estimates/components/pending-estimate-offer';
import { SavedEstimates } from '../features/estimates/components/saved-estimates';
import { useAppSelector } from './hooks';
import { renderSupplierPrices } from './supplier-prices-slot';
import { PATHS } from '../lib/paths';

function AccountLinks() {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1}>
      <Button component={RouterLink} to={PATHS.register} color="inherit" variant="outlined" size="small">
        {t('estimate.keep.register')}
      </Button>
      <Button component={RouterLink} to={PATHS.login} color="inherit" size="small">
        {t('estimate.keep.signIn')}
      </Button>
    </Stack>
  );
}

/**
 * `/estimate`: the instant estimate on its own page, for anyone, with save, share and print. A
 * signed-in reader also sees the shopping list priced by registered suppliers (the API serves
 * those prices to signed-in users only), the estimates kept in the account, and the one made
 * before signing in, offered to be kept.
 */
export function EstimateView() {
  const isSignedIn = useAppSelector(selectSessionUser) !== null;
  const { t } = useTranslation();
  // Opening a saved estimate writes it as the browser's estimate and starts the form afresh from it.
  const [formKey, setFormKey] = useState(0);
  const open = useCallback(
    (estimate: SavedEstimate) => {
      writeEstimateDraft({ values: houseToFormValues(estimate.house), pending: false });
      setFormKey((key) => key + 1);
      window.scrollTo({ top: 0 });
      toast.info(t('estimate.keep.opened'));
    },
    [t],
  );
  // The saved estimates sit under the buttons, where a phone reader finds them, not below the shopping list.
  const renderActions = useCallback(
    (state: EstimateActionsState) => (
      <Stack spacing={2}>
        <EstimateActions {...state} isSignedIn={isSignedIn} accountLinks={<AccountLinks />} />
        {isSignedIn && <SavedEstimates onOpen={open} />}
      </Stack>
    ),
    [isSignedIn, open],
  );
  return (
    <>
      {isSignedIn && <PendingEstimateOffer />}
      <InstantEstimate
        key={formKey}
        titleComponent="h1"
        renderShoppingListExtras={isSignedIn ? renderSupplierPrices : undefined}
        renderActions={renderActions}
      />
    </>
  );
}
