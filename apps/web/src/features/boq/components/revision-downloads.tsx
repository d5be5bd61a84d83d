import { useState } from 'react';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { boqExportFileName, type Language } from '@kadirio/domain';
import { DocumentLanguageToggle } from '../../../components/document-language-toggle';
import { DownloadButtons } from '../../../components/download-buttons';
import { useLanguage } from '../../../lib/use-language';
import { useDownloadBoqExportMutation } from '../boq.api';

/**
 * The issued revision as PDF and Excel, and its shopping list as Excel, in the language picked
 * beside the buttons: the reader's own until another is picked.
 */
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
  const readersLanguage = useLanguage();
  const [pickedLanguage, setPickedLanguage] = useState<Language | null>(null);
  const lang = pickedLanguage ?? readersLanguage;
  const [download] = useDownloadBoqExportMutation();

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <DocumentLanguageToggle
        value={lang}
        onChange={setPickedLanguage}
        label={t('boqClient.documentLanguage')}
      />
      <DownloadButtons
        direction={{ xs: 'column', sm: 'row' }}
        choices={[
          { kind: 'pdf', label: t('boqClient.downloadPdf'), variant: 'contained' },
          { kind: 'xlsx', label: t('boqClient.downloadExcel'), variant: 'outlined' },
          { kind: 'shopping-list', label: t('boqClient.downloadShopping'), variant: 'outlined' },
        ]}
        fetchFile={async (kind) => ({
          url: await download({ mapId, revision, kind, lang }).unwrap(),
          fileName: boqExportFileName(mapTitle, revision, kind, lang),
        })}
        savedMessage={t('boqClient.downloaded')}
        failedMessage={(message) => t('boqClient.downloadFailed', { message })}
      />
    </Stack>
  );
}
