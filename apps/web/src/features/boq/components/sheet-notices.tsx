import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { BoqSheet, Language } from '@kadirio/domain';

/**
 * What a sheet must say about its pricing: that a revision-1 draft is now priced under take-off
 * revision 2 (until the sheet is next saved), and which lines were left out because their item was
 * withdrawn (issue 15).
 */
export function SheetNotices({
  sheet,
  language,
}: {
  sheet: Pick<BoqSheet, 'repricedNotice' | 'leftOut'>;
  language: Language;
}) {
  const { t } = useTranslation();
  const leftOut = sheet.leftOut ?? [];
  if (!sheet.repricedNotice && leftOut.length === 0) return null;
  return (
    <Stack spacing={1}>
      {sheet.repricedNotice && (
        <Alert severity="info" data-testid="sheet-repriced">
          {t('pricingRevision2.repriced')}
        </Alert>
      )}
      {leftOut.length > 0 && (
        <Alert severity="warning" data-testid="sheet-left-out">
          <AlertTitle>{t('pricingRevision2.leftOutTitle')}</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {leftOut.map((line) => {
              const item = language === 'sw' && line.descriptionSw ? line.descriptionSw : line.description;
              return (
                <li key={line.code}>
                  {line.reason === 'withdrawn'
                    ? t('pricingRevision2.leftOutWithdrawn', { item })
                    : t('pricingRevision2.leftOutMissing', { item })}
                </li>
              );
            })}
          </Box>
        </Alert>
      )}
    </Stack>
  );
}
