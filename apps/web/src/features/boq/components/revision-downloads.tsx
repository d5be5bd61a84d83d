import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { boqExportFileName, type BoqExportKind } from '@kadirio/domain';
import { useDescribeError } from '../../../lib/api-error';
import { useLanguage } from '../../../lib/use-language';
import { useDownloadBoqExportMutation } from '../boq.api';

/** Saves a file under `fileName` from an object URL, then lets the URL go. */
export function saveFile(url: string, fileName: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

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
  const describeError = useDescribeError();
  const language = useLanguage();
  const [download, { isLoading, originalArgs }] = useDownloadBoqExportMutation();
  const start = async (kind: BoqExportKind) => {
    try {
      // The bill in the reader's language; the shopping list's file keeps one name.
      const lang = kind === 'shopping-list' ? 'en' : language;
      const url = await download({ mapId, revision, kind, lang }).unwrap();
      saveFile(url, boqExportFileName(mapTitle, revision, kind, lang));
      toast.success(t('boqClient.downloaded'));
    } catch (failure) {
      toast.error(t('boqClient.downloadFailed', { message: describeError(failure) }));
    }
  };

  const button = (kind: BoqExportKind, label: string, variant: 'contained' | 'outlined') => (
    <Button
      variant={variant}
      startIcon={<DownloadIcon />}
      loading={isLoading && originalArgs?.kind === kind}
      disabled={isLoading && originalArgs?.kind !== kind}
      onClick={() => void start(kind)}
    >
      {label}
    </Button>
  );

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ flexWrap: 'wrap' }}>
      {button('pdf', t('boqClient.downloadPdf'), 'contained')}
      {button('xlsx', t('boqClient.downloadExcel'), 'outlined')}
      {button('shopping-list', t('boqClient.downloadShopping'), 'outlined')}
    </Stack>
  );
}
