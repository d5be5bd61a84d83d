import Alert, { type AlertProps } from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { Language, LeftOutLine } from '@kadirio/domain';

/**
 * Lines that were not priced because their item was withdrawn or is missing from the catalogue
 * (docs/takeoff.md, "Revision 2 — pricing"): each named in the reader's language, with the reason.
 * Nothing when there are none.
 */
export function LeftOutLines({
  lines,
  language,
  severity,
  testId,
  sx,
}: {
  lines: readonly LeftOutLine[];
  language: Language;
  /** A sheet being measured warns; a visitor's estimate only informs. */
  severity: 'warning' | 'info';
  testId: string;
  sx?: AlertProps['sx'];
}) {
  const { t } = useTranslation();
  if (lines.length === 0) return null;
  return (
    <Alert severity={severity} data-testid={testId} sx={sx}>
      <AlertTitle>{t('pricingRevision2.leftOutTitle')}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {lines.map((line) => {
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
  );
}
