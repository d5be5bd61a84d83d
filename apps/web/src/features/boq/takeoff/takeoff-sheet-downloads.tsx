import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { takeoffSheetFileName } from '@kadirio/domain';
import { useDescribeError } from '../../../lib/api-error';
import { useLanguage } from '../../../lib/use-language';
import { saveFile } from '../components/revision-downloads';
import { useDownloadTakeoffSheetMutation } from './takeoff.api';

/**
 * The take-off sheet as it is now (every measurement, its dimensions and where it was taken), as
 * PDF or Excel, in the reader's language: what a checker signs beside the bill.
 */
export function TakeoffSheetDownloads({ mapId, mapTitle }: { mapId: string; mapTitle: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const describeError = useDescribeError();
  const [download, { isLoading, originalArgs }] = useDownloadTakeoffSheetMutation();

  const start = async (kind: 'pdf' | 'xlsx') => {
    try {
      const url = await download({ mapId, kind, lang: language }).unwrap();
      saveFile(url, takeoffSheetFileName(mapTitle, null, kind, language));
      toast.success(t('measure.sheet.downloaded'));
    } catch (failure) {
      toast.error(t('measure.sheet.failed', { message: describeError(failure) }));
    }
  };

  const button = (kind: 'pdf' | 'xlsx', label: string) => (
    <Button
      size="small"
      startIcon={<DownloadIcon />}
      loading={isLoading && originalArgs?.kind === kind}
      disabled={isLoading && originalArgs?.kind !== kind}
      onClick={() => void start(kind)}
    >
      {label}
    </Button>
  );

  return (
    <Stack
      direction="row"
      aria-label={t('measure.sheet.title')}
      role="group"
      sx={{ flexWrap: 'wrap', columnGap: 0.5 }}
    >
      {button('pdf', t('measure.sheet.pdf'))}
      {button('xlsx', t('measure.sheet.xlsx'))}
    </Stack>
  );
}
