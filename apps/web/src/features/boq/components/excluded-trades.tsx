import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { BoqSheet, Language } from '@kadirio/domain';

/**
 * The trades the surveyor marked not applicable, each with its reason, as the printed bill states
 * them ("Excluded: …"): a trade left out of a bill never vanishes silently. Nothing when none.
 */
export function ExcludedTrades({
  sheets,
  language,
}: {
  sheets: readonly Pick<BoqSheet, 'trade' | 'status' | 'nameEn' | 'nameSw' | 'notApplicableReason'>[];
  language: Language;
}) {
  const { t } = useTranslation();
  const excluded = sheets.filter((sheet) => sheet.status === 'notApplicable');
  if (excluded.length === 0) return null;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="excluded-trades-title"
      sx={{ p: { xs: 1.5, sm: 2 } }}
    >
      <Typography id="excluded-trades-title" component="h2" variant="h3" sx={{ mb: 1 }}>
        {t('boqClient.excludedTitle')}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {excluded.map((sheet) => (
          <Typography component="li" key={sheet.trade}>
            <strong>{language === 'sw' ? sheet.nameSw : sheet.nameEn}</strong>
            {' — '}
            {t('boqClient.excluded', { reason: sheet.notApplicableReason?.trim() || '—' })}
          </Typography>
        ))}
      </Box>
    </Paper>
  );
}
