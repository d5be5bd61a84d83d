import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { HouseModelInputSchema, type HouseModelRawInput, type Language } from '@kadirio/domain';
import { formatDate, formatNumber } from '../../../lib/format';

const NUMBER_FACTS = [
  'length',
  'width',
  'wallHeight',
  'bedrooms',
  'bathrooms',
  'internalWalls',
  'doors',
  'windows',
  'roofPitch',
  'overhang',
] as const;

/**
 * The house an estimate prices, as facts to read: on a shared estimate and on paper, where the
 * form's fields are not there to show it. Derived values (doors left empty…) as the model derives them.
 */
export function HouseFacts({ house, language }: { house: HouseModelRawInput; language: Language }) {
  const { t } = useTranslation();
  const parsed = HouseModelInputSchema.safeParse(house);
  if (!parsed.success) return null;
  const facts = parsed.data;
  const rows: [string, string][] = [
    ...NUMBER_FACTS.map((field): [string, string] => [
      t(`estimate.fields.${field}`),
      formatNumber(facts[field], language),
    ]),
    [t('estimate.fields.roofType'), t(`estimate.roofTypes.${facts.roofType}`)],
    [t('estimate.fields.septic'), facts.septic ? t('estimate.keep.yes') : t('estimate.keep.no')],
  ];
  return (
    <Box component="section" data-testid="house-facts">
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('estimate.keep.house')}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr auto', sm: '1fr auto 1fr auto' },
          columnGap: 2,
          rowGap: 0.5,
          '@media print': { gridTemplateColumns: '1fr auto 1fr auto' },
        }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ color: 'text.secondary' }}>
              {label}
            </Box>
            <Box component="dd" sx={{ m: 0, textAlign: 'right', fontWeight: 600 }}>
              {value}
            </Box>
          </Box>
        ))}
      </Box>
      {/* On paper, the day of the prices: the rates behind an estimate change over time. */}
      <Typography variant="body2" sx={{ mt: 1, display: 'none', '@media print': { display: 'block' } }}>
        {t('estimate.keep.pricedOn', { date: formatDate(new Date().toISOString(), language) })}
      </Typography>
    </Box>
  );
}
