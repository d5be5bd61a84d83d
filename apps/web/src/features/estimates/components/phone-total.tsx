import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Language } from '@kadirio/domain';
import { formatTzs } from '../../../lib/format';

/** Where the result starts, for the phone's jump to it. */
export const ESTIMATE_RESULT_ID = 'estimate-result';

/**
 * On a phone the house's fields come before the result, which would put the payoff below the
 * first screen: the total is said once above them, with a jump to the stages (docs/product.md,
 * "The instant estimate, the payoff first"). Wider, the result sits beside the form, and this is not shown.
 */
export function PhoneTotal({ total, language }: { total: number; language: Language }) {
  const { t } = useTranslation();
  return (
    <Box
      className="no-print"
      data-testid="estimate-phone-total"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'baseline',
        columnGap: 1.5,
        mb: 2,
        px: 2,
        py: 1.5,
        borderRadius: 1,
        bgcolor: 'action.hover',
      }}
    >
      <Typography component="p" sx={{ fontWeight: 700 }}>
        {t('estimate.phoneTotal', { total: formatTzs(total, language) })}
      </Typography>
      <Link href={`#${ESTIMATE_RESULT_ID}`}>{t('estimate.toStages')}</Link>
    </Box>
  );
}
