import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Paper from '@mui/material/Paper';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { createPriceBook, priceHouse, type HouseModelRawInput, type Language } from '@kadirio/domain';
import { LoadingRow } from '../../../components/load-states';
import { useGetCatalogueQuery } from '../calculators.api';
import { EstimateResult } from './estimate-result';
import { HouseFacts } from './house-facts';

/** A house someone saved, read-only: its facts and its price with today's catalogue. */
export function PricedHouse({ house, language }: { house: HouseModelRawInput; language: Language }) {
  const { t } = useTranslation();
  const { data: catalogue, isError } = useGetCatalogueQuery();
  const estimate = useMemo(
    () => (catalogue ? priceHouse(house, createPriceBook(catalogue)) : null),
    [catalogue, house],
  );
  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <HouseFacts house={house} language={language} />
      </Paper>
      {estimate ? (
        <EstimateResult estimate={estimate} language={language} />
      ) : isError ? (
        <Alert severity="error">{t('estimate.loadError')}</Alert>
      ) : (
        <LoadingRow label={t('estimate.loading')} />
      )}
    </Stack>
  );
}

/** The grand total of a house at today's rates, or null until the catalogue is in. */
export function useHousePricer(): ((house: HouseModelRawInput) => number) | null {
  const { data: catalogue } = useGetCatalogueQuery();
  return useMemo(() => {
    if (!catalogue) return null;
    const book = createPriceBook(catalogue);
    return (house: HouseModelRawInput) => priceHouse(house, book).summary.grandTotal;
  }, [catalogue]);
}
