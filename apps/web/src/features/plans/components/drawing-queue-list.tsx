import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import CloseIcon from '@mui/icons-material/Close';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { MAP_LIMITS, type Language } from '@kadirio/domain';
import { translateErrorMessage } from '../../../lib/api-error';
import { formatFileSize, type DrawingRejection } from '../drawing-files';
import type { DrawingQueue, QueuedDrawing } from '../use-drawing-queue';
import { useLanguage } from '../../../lib/use-language';

function QueuedDrawingRow({
  item,
  onRemove,
  canRemove,
}: {
  item: QueuedDrawing;
  onRemove: () => void;
  canRemove: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const percent = Math.round(item.progress * 100);
  let status: string;
  switch (item.state) {
    case 'uploading':
      status = t('maps.drop.uploading', { percent });
      break;
    case 'done':
      status = t('maps.drop.done');
      break;
    case 'failed':
      status = t('maps.drop.failed', { message: translateErrorMessage(item.error ?? '', t) });
      break;
    default:
      status = t('maps.drop.waiting');
  }
  const icon =
    item.state === 'done' ? (
      <CheckCircleOutlinedIcon color="success" aria-hidden />
    ) : item.state === 'failed' ? (
      <ErrorOutlineIcon color="error" aria-hidden />
    ) : (
      <PictureAsPdfOutlinedIcon color="action" aria-hidden />
    );

  return (
    <ListItem
      disableGutters
      secondaryAction={
        canRemove && item.state !== 'done' && item.state !== 'uploading' ? (
          <IconButton
            edge="end"
            aria-label={t('maps.drop.remove', { name: item.file.name })}
            onClick={onRemove}
          >
            <CloseIcon />
          </IconButton>
        ) : undefined
      }
    >
      <Stack
        direction="row"
        spacing={1.5}
        sx={{ alignItems: 'flex-start', width: '100%', pr: 5, minWidth: 0 }}
      >
        <Box sx={{ pt: 0.25 }}>{icon}</Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ overflowWrap: 'anywhere', fontWeight: 600 }}>{item.file.name}</Typography>
          <Typography
            variant="body2"
            color={item.state === 'failed' ? 'error' : 'text.secondary'}
            sx={{ overflowWrap: 'anywhere' }}
          >
            {formatFileSize(item.file.size, language)} · {status}
          </Typography>
          {(item.state === 'uploading' || item.state === 'done') && (
            <LinearProgress
              variant="determinate"
              value={percent}
              aria-label={t('maps.drop.progress', { name: item.file.name })}
              sx={{ mt: 0.5 }}
            />
          )}
        </Box>
      </Stack>
    </ListItem>
  );
}

function rejectionText(rejection: DrawingRejection, t: TFunction, language: Language) {
  const max = formatFileSize(MAP_LIMITS.drawingMaxBytes, language);
  switch (rejection.reason) {
    case 'notPdf':
      return t('maps.drop.notPdf', { name: rejection.name });
    case 'empty':
      return t('maps.drop.empty', { name: rejection.name });
    case 'tooLarge':
      return t('maps.drop.tooLarge', {
        name: rejection.name,
        size: formatFileSize(rejection.size, language),
        max,
      });
    case 'tooMany':
      return t('maps.drop.tooMany', { name: rejection.name, max: MAP_LIMITS.drawingsPerMap });
  }
}

/** The files chosen for upload with their progress, and why any others were not added. */
export function DrawingQueueList({ queue, canRemove = true }: { queue: DrawingQueue; canRemove?: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <>
      {queue.rejected.length > 0 && (
        <Alert severity="warning" role="alert">
          <AlertTitle>{t('maps.drop.rejectedTitle')}</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {queue.rejected.map((rejection, index) => (
              <li key={`${rejection.name}-${index}`}>{rejectionText(rejection, t, language)}</li>
            ))}
          </Box>
        </Alert>
      )}
      {queue.items.length > 0 && (
        <List dense disablePadding>
          {queue.items.map((item) => (
            <QueuedDrawingRow
              key={item.key}
              item={item}
              canRemove={canRemove && !queue.isUploading}
              onRemove={() => queue.remove(item.key)}
            />
          ))}
        </List>
      )}
    </>
  );
}
