import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatTzs } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { useGetBoqLiveRatesQuery } from '../boq-revisions.api';
import { signed } from './revision-diff-view';

/**
 * Tells the reader of an issued revision, whose rates are frozen (docs/product.md §4), that the
 * catalogue's rates have moved since:
 * how many billed lines, by how much, which materials, and that only a new revision re-prices
 * them. Says nothing while nothing moved, or when the comparison cannot be read (the bill itself
 * is unaffected, so a failed check is not worth an error on the page).
 */
export function LiveRatesNotice({
  mapId,
  revision,
  audience,
}: {
  mapId: string;
  revision: number;
  audience: 'staff' | 'client';
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data } = useGetBoqLiveRatesQuery({ mapId, revision }, { refetchOnMountOrArgChange: true });
  if (!data || data.lines === 0) return null;
  const moved = data.materials
    .map((material) =>
      t('liveRates.material', {
        name: language === 'sw' && material.descriptionSw ? material.descriptionSw : material.description,
        before: formatTzs(material.issuedRate, language),
        after: formatTzs(material.liveRate, language),
      }),
    )
    .join('; ');
  return (
    <Alert severity="info" role="status">
      <AlertTitle>{t('liveRates.title', { revision: data.revision })}</AlertTitle>
      {t(audience === 'staff' ? 'liveRates.staff' : 'liveRates.client', {
        count: data.lines,
        difference: signed(data.difference, language),
      })}
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {t('liveRates.moved', { list: moved })}
      </Typography>
    </Alert>
  );
}
