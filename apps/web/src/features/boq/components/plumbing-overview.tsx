import { Link as RouterLink } from 'react-router';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PLUMBING_OVERVIEW, type BoqResponse } from '@kadirio/domain';
import { formatTzs } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { tradeHref } from '../boq-routes';

/** `/plumbing`: not a trade but the five plumbing sheets with their totals. */
export function PlumbingOverview({ boq }: { boq: BoqResponse }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const trades = PLUMBING_OVERVIEW.trades.map((id) => boq.sheets.find((sheet) => sheet.trade === id));
  const total = trades.reduce((sum, sheet) => sum + (sheet?.total ?? 0), 0);
  return (
    <Stack spacing={2}>
      <Typography variant="h1">{t('boqWorkspace.plumbingTitle')}</Typography>
      <Typography color="text.secondary">{t('boqWorkspace.plumbingIntro')}</Typography>
      {trades.map(
        (sheet) =>
          sheet && (
            <Paper
              key={sheet.trade}
              variant="outlined"
              sx={{ p: 2, display: 'flex', gap: 2, justifyContent: 'space-between', flexWrap: 'wrap' }}
            >
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Link
                  component={RouterLink}
                  to={tradeHref(sheet.trade, boq.map._id)}
                  sx={{ fontWeight: 600 }}
                >
                  {language === 'sw' ? sheet.nameSw : sheet.nameEn}
                </Link>
                <Chip
                  size="small"
                  label={t(`boqWorkspace.status.${sheet.status}`)}
                  color={sheet.status === 'completed' ? 'success' : 'default'}
                  variant={sheet.status === 'completed' ? 'filled' : 'outlined'}
                />
              </Stack>
              <Typography sx={{ fontWeight: 600 }}>{formatTzs(sheet.total, language)}</Typography>
            </Paper>
          ),
      )}
      <Typography variant="h3" sx={{ textAlign: 'right' }}>
        {t('boqWorkspace.plumbingTotal')}: {formatTzs(total, language)}
      </Typography>
    </Stack>
  );
}
