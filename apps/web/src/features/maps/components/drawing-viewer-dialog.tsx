import { useEffect, useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useTranslation } from 'react-i18next';
import type { Drawing } from '@kadirio/domain';
import { fetchDrawing } from '../drawing-transfer';
import { useSessionToken, useTransferFailure } from '../use-drawing-transfer';

type Loaded = { drawingId: string; url: string } | { drawingId: string; error: string };

/**
 * One drawing in the browser's own PDF viewer. The drawing route needs the bearer token, so the
 * PDF is fetched with it and shown from a blob URL, which is released when the dialog closes.
 * This module loads only when a drawing is first opened.
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
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    fetchDrawing(mapId, drawing._id, token, controller.signal).then(
      (blob) => {
        url = URL.createObjectURL(blob);
        setLoaded({ drawingId: drawing._id, url });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        report(error);
        setLoaded({ drawingId: drawing._id, error: describe(error) });
      },
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [mapId, drawing._id, token, describe, report]);

  // A result for another drawing (the dialog was reused) counts as still loading.
  const current = loaded?.drawingId === drawing._id ? loaded : null;

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
        {!current && (
          <Stack
            role="status"
            spacing={2}
            sx={{ flex: 1, alignItems: 'center', justifyContent: 'center', p: 4 }}
          >
            <CircularProgress />
            <Typography>{t('maps.drawings.loading')}</Typography>
          </Stack>
        )}
        {current && 'error' in current && (
          <Box sx={{ p: 2 }}>
            <Alert severity="error">
              {t('maps.drawings.loadError')} {current.error}
            </Alert>
          </Box>
        )}
        {current && 'url' in current && (
          <>
            <Box
              component="iframe"
              title={drawing.name}
              src={current.url}
              sx={{ flex: 1, width: '100%', minHeight: 320, border: 0, bgcolor: 'grey.100' }}
            />
            <Typography variant="caption" color="text.secondary" sx={{ px: 2, py: 1 }}>
              {t('maps.drawings.viewerHint')}
            </Typography>
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {current && 'url' in current && (
          <>
            <Button
              component="a"
              href={current.url}
              target="_blank"
              rel="noopener"
              startIcon={<OpenInNewIcon />}
            >
              {t('maps.drawings.openInTab')}
            </Button>
            <Button
              component="a"
              href={current.url}
              download={drawing.name}
              startIcon={<DownloadOutlinedIcon />}
            >
              {t('maps.drawings.download')}
            </Button>
          </>
        )}
        <Button variant="contained" onClick={onClose}>
          {t('maps.drawings.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
