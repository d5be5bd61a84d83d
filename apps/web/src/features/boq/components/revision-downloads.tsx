import { useState } from 'react';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { boqExportFileName, type BoqExportKind, type Language } from '@kadirio/domain';
import { DocumentLanguageToggle } from '../../../components/document-language-toggle';
import { DownloadButtons, type DownloadChoice } from '../../../components/download-buttons';
import { DownloadMenu } from '../../../components/download-menu';
import { useLanguage } from '../../../lib/use-language';
import { useDownloadBoqExportMutation } from '../boq-revisions.api';

/**
 * The issued revision as PDF and Excel, and its shopping list as Excel, in the language picked
 * beside the buttons: the reader's own until another is picked. `folded`: one "Download" button
 * whose menu holds the language and the three files (the client's bill, where the first phone
 * screen belongs to the grand total).
 */
export function RevisionDownloads({
  mapId,
  mapTitle,
  revision,
  folded = false,
}: {
  mapId: string;
  mapTitle: string;
  revision: number;
  folded?: boolean;
}) {
  const { t } = useTranslation();
  const readersLanguage = useLanguage();
  const [pickedLanguage, setPickedLanguage] = useState<Language | null>(null);
  const lang = pickedLanguage ?? readersLanguage;
  const [download] = useDownloadBoqExportMutation();
  const choices: DownloadChoice<BoqExportKind>[] = [
    { kind: 'pdf', label: t('boqClient.downloadPdf'), variant: 'contained' },
    { kind: 'xlsx', label: t('boqClient.downloadExcel'), variant: 'outlined' },
    { kind: 'shopping-list', label: t('boqClient.downloadShopping'), variant: 'outlined' },
  ];
  const fetchFile = async (kind: BoqExportKind) => ({
    url: await download({ mapId, revision, kind, lang }).unwrap(),
    fileName: boqExportFileName(mapTitle, revision, kind, lang),
  });
  const languageToggle = (
    <DocumentLanguageToggle
      value={lang}
      onChange={setPickedLanguage}
      label={t('boqClient.documentLanguage')}
    />
  );

  if (folded) {
    return (
      <DownloadMenu
        label={t('boqClient.download')}
        header={languageToggle}
        choices={choices}
        fetchFile={fetchFile}
        savedMessage={t('boqClient.downloaded')}
        failedMessage={(message) => t('boqClient.downloadFailed', { message })}
      />
    );
  }
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      {languageToggle}
      <DownloadButtons
        direction={{ xs: 'column', sm: 'row' }}
        choices={choices}
        fetchFile={fetchFile}
        savedMessage={t('boqClient.downloaded')}
        failedMessage={(message) => t('boqClient.downloadFailed', { message })}
      />
    </Stack>
  );
}
