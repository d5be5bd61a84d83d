import { useTranslation } from 'react-i18next';
import { boqExportFileName } from '@kadirio/domain';
import { DownloadButtons } from '../../../components/download-buttons';
import { useLanguage } from '../../../lib/use-language';
import { useDownloadBoqExportMutation } from '../boq.api';

/** The issued revision as PDF and Excel in the reader's language, and its shopping list as Excel. */
export function RevisionDownloads({
  mapId,
  mapTitle,
  revision,
}: {
  mapId: string;
  mapTitle: string;
  revision: number;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [download] = useDownloadBoqExportMutation();

  return (
    <DownloadButtons
      direction={{ xs: 'column', sm: 'row' }}
      choices={[
        { kind: 'pdf', label: t('boqClient.downloadPdf'), variant: 'contained' },
        { kind: 'xlsx', label: t('boqClient.downloadExcel'), variant: 'outlined' },
        { kind: 'shopping-list', label: t('boqClient.downloadShopping'), variant: 'outlined' },
      ]}
      fetchFile={async (kind) => {
        // The bill in the reader's language; the shopping list's file keeps one name.
        const lang = kind === 'shopping-list' ? 'en' : language;
        return {
          url: await download({ mapId, revision, kind, lang }).unwrap(),
          fileName: boqExportFileName(mapTitle, revision, kind, lang),
        };
      }}
      savedMessage={t('boqClient.downloaded')}
      failedMessage={(message) => t('boqClient.downloadFailed', { message })}
    />
  );
}
