import { useTranslation } from 'react-i18next';
import { takeoffSheetFileName } from '@kadirio/domain';
import { DownloadButtons } from '../../../components/download-buttons';
import { useLanguage } from '../../../lib/use-language';
import { useDownloadTakeoffSheetMutation } from './takeoff.api';

/**
 * The take-off sheet as it is now (every measurement, its dimensions and where it was taken), as
 * PDF or Excel, in the reader's language: what a checker signs beside the bill.
 */
export function TakeoffSheetDownloads({ mapId, mapTitle }: { mapId: string; mapTitle: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [download] = useDownloadTakeoffSheetMutation();

  return (
    <DownloadButtons
      size="small"
      label={t('measure.sheet.title')}
      choices={[
        { kind: 'pdf', label: t('measure.sheet.pdf') },
        { kind: 'xlsx', label: t('measure.sheet.xlsx') },
      ]}
      fetchFile={async (kind) => ({
        url: await download({ mapId, kind, lang: language }).unwrap(),
        fileName: takeoffSheetFileName(mapTitle, null, kind, language),
      })}
      savedMessage={t('measure.sheet.downloaded')}
      failedMessage={(message) => t('measure.sheet.failed', { message })}
    />
  );
}
