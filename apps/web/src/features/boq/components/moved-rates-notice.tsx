import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TradeMovedRates } from '@kadirio/domain';
import { formatNumber, formatTzs } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { signed } from './revision-diff-view';

/**
 * The lines of completed sheets whose rate moved since their sheet was completed. Completing fixes
 * quantities, not rates: the live BOQ and the issue preview bill them at today's rate, as the
 * issue will (one rate per material in one bill, docs/takeoff.md "Revision 2 — pricing").
 * Says nothing while nothing moved.
 */
export function MovedRatesNotice({ moved }: { moved: readonly TradeMovedRates[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (moved.length === 0) return null;
  return (
    <Alert severity="info" role="status">
      <AlertTitle>{t('movedRates.title')}</AlertTitle>
      <Typography variant="body2">{t('movedRates.intro')}</Typography>
      {moved.map((sheet) => (
        <Box key={sheet.trade} sx={{ mt: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('movedRates.sheet', {
              name: language === 'sw' ? sheet.nameSw : sheet.nameEn,
              count: sheet.lines.length,
              difference: signed(
                sheet.lines.reduce((sum, line) => sum + line.difference, 0),
                language,
              ),
            })}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {sheet.lines.map((line) => (
              <Typography component="li" variant="body2" key={line.code}>
                {t('movedRates.line', {
                  description:
                    language === 'sw' && line.descriptionSw ? line.descriptionSw : line.description,
                  quantity: formatNumber(line.quantity, language),
                  unit: line.unit,
                  before: formatTzs(line.completedRate, language),
                  after: formatTzs(line.rate, language),
                })}
              </Typography>
            ))}
          </Box>
        </Box>
      ))}
    </Alert>
  );
}
