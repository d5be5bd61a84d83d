import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { BoqSheet, Language } from '@kadirio/domain';
import { LeftOutLines } from '../../../components/left-out-lines';

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
      <LeftOutLines lines={leftOut} language={language} severity="warning" testId="sheet-left-out" />
    </Stack>
  );
}
