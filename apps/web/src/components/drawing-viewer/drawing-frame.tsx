import { useRef, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DrawingSurface } from './drawing-surface';
import type { SurfacePointer } from './view-transform';
import { DrawingThumbnails } from './drawing-thumbnails';
import { DrawingToolbar } from './drawing-toolbar';
import type { DrawingViewerState } from './use-drawing-viewer';

export interface DrawingFrameProps {
  viewer: DrawingViewerState;
  /** The drawing's name, for the surface's accessible label. */
  name: string;
  overlay?: ReactNode;
  onPageClick?: (pointer: SurfacePointer) => void;
  onPageHover?: (pointer: SurfacePointer | null) => void;
  cursor?: string;
  /** More toolbar buttons (the take-off's tools). */
  tools?: ReactNode;
  /** Shown under the toolbar (a tool's prompt, a running total). */
  status?: ReactNode;
  describeError?: (error: unknown) => string;
}

/** A viewer's frame: toolbar, thumbnails, the page's surface, and its loading and error states. */
export function DrawingFrame({
  viewer,
  name,
  overlay,
  onPageClick,
  onPageHover,
  cursor,
  tools,
  status,
  describeError,
}: DrawingFrameProps) {
  const { t } = useTranslation();
  const frameRef = useRef<HTMLDivElement>(null);
  const [thumbnails, setThumbnails] = useState(false);
  const { load, page } = viewer;

  const fullScreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void frameRef.current?.requestFullscreen?.().catch(() => undefined);
  };

  return (
    <Box
      ref={frameRef}
      sx={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0, bgcolor: 'background.paper' }}
    >
      <DrawingToolbar
        viewer={viewer}
        onToggleThumbnails={() => setThumbnails((shown) => !shown)}
        onFullScreen={fullScreen}
      >
        {tools}
      </DrawingToolbar>
      {status}
      <Box sx={{ display: 'flex', flex: 1, minHeight: 0 }}>
        {thumbnails && load.state === 'ready' && (
          <DrawingThumbnails
            document={load.document}
            pageNumber={viewer.pageNumber}
            onOpen={viewer.setPageNumber}
          />
        )}
        {load.state === 'error' ? (
          <Box sx={{ p: 2, flex: 1 }}>
            <Alert severity="error">
              {t('drawingViewer.loadError')} {describeError?.(load.error) ?? ''}
            </Alert>
          </Box>
        ) : page ? (
          <DrawingSurface
            page={page}
            view={viewer.view}
            onViewChange={viewer.setView}
            onResize={viewer.onResize}
            overlay={overlay}
            onPageClick={onPageClick}
            onPageHover={onPageHover}
            cursor={cursor}
            label={t('drawingViewer.surface', { name, page: viewer.pageNumber })}
          />
        ) : (
          <Stack
            role="status"
            spacing={2}
            sx={{ flex: 1, alignItems: 'center', justifyContent: 'center', p: 4 }}
          >
            <CircularProgress />
            <Typography>{t('drawingViewer.loading')}</Typography>
          </Stack>
        )}
      </Box>
    </Box>
  );
}
