import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { BoqSheet, Language } from '@kadirio/domain';
import { LeftOutLines } from '../../../components/left-out-lines';

/**
 * What a sheet must say about its pricing: that a revision-1 draft is now priced under take-off
 * revision 2 (until the sheet is next saved), that a revision-1 foundation wall now takes the
 * default height (likewise), and which lines were left out because their item was
 * withdrawn (docs/takeoff.md, "Revision 2 — pricing").
 */
export function SheetNotices({
  sheet,
  language,
}: {
  sheet: Pick<BoqSheet, 'repricedNotice' | 'foundationHeightNotice' | 'leftOut'>;
  language: Language;
}) {
  const { t } = useTranslation();
  const leftOut = sheet.leftOut ?? [];
  if (!sheet.repricedNotice && !sheet.foundationHeightNotice && leftOut.length === 0) return null;
  return (
    <Stack spacing={1}>
      {sheet.repricedNotice && (
        <Alert severity="info" data-testid="sheet-repriced">
          {t('pricingRevision2.repriced')}
        </Alert>
      )}
      {sheet.foundationHeightNotice && (
        <Alert severity="info" data-testid="sheet-foundation-height">
          {t('pricingRevision2.foundationHeight')}
        </Alert>
      )}
      <LeftOutLines lines={leftOut} language={language} severity="warning" testId="sheet-left-out" />
    </Stack>
  );
}
