import { useId, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import { useTranslation } from 'react-i18next';
import type { Drawing } from '@kadirio/domain';
import type { DrawingSource } from '../../../components/drawing-viewer/drawing-document';
import { DrawingFrame } from '../../../components/drawing-viewer/drawing-frame';
import { useDrawingViewer } from '../../../components/drawing-viewer/use-drawing-viewer';
import { drawingUrl, fetchDrawing } from '../drawing-transfer';
import { useSessionToken, useTransferFailure } from '../use-drawing-transfer';

/**
 * One drawing in our own viewer (pdf.js, or an image), so it shows on Android too, where the
 * browser does not show PDFs inline. pdf.js asks the drawing route for ranges with the session's
 * bearer token, so a big set shows its first page before the rest has arrived. Downloading fetches
 * the whole file only when asked. This module loads only when a drawing is first opened.
 */
export function DrawingViewerDialog({
  mapId,
  drawing,
  onClose,
}: {
  mapId: string;
  drawing: Drawing;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  const token = useSessionToken();
  const { describe, report } = useTransferFailure();
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const source = useMemo(
    (): DrawingSource => ({
      url: drawingUrl(mapId, drawing._id),
      headers: token ? { authorization: `Bearer ${token}` } : {},
      name: drawing.name,
    }),
    [mapId, drawing._id, drawing.name, token],
  );
  const viewer = useDrawingViewer(source);

  const download = () => {
    setDownloadError(null);
    fetchDrawing(mapId, drawing._id, token).then(
      (blob) => {
        const url = URL.createObjectURL(blob);
        const link = document.createElement('a');
        link.href = url;
        link.download = drawing.name;
        link.click();
        window.setTimeout(() => URL.revokeObjectURL(url), 1000);
      },
      (error: unknown) => {
        report(error);
        setDownloadError(describe(error));
      },
    );
  };

  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={isPhone}
      fullWidth
      maxWidth="lg"
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { height: isPhone ? '100%' : '90vh' } } }}
    >
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {drawing.name}
      </DialogTitle>
      <DialogContent dividers sx={{ p: 0, display: 'flex', flexDirection: 'column' }}>
        <DrawingFrame viewer={viewer} name={drawing.name} describeError={describe} />
        {downloadError && (
          <Alert severity="error" sx={{ m: 1 }}>
            {downloadError}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={download} startIcon={<DownloadOutlinedIcon />}>
          {t('maps.drawings.download')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {t('maps.drawings.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
