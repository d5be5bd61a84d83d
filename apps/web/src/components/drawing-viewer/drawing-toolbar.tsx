import type { ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import FitScreenIcon from '@mui/icons-material/FitScreen';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import RotateRightIcon from '@mui/icons-material/RotateRight';
import ViewSidebarOutlinedIcon from '@mui/icons-material/ViewSidebarOutlined';
import WidthFullIcon from '@mui/icons-material/WidthFull';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import { useTranslation } from 'react-i18next';
import type { DrawingViewerState } from './use-drawing-viewer';

function ToolButton({
  label,
  onClick,
  disabled,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton aria-label={label} onClick={onClick} disabled={disabled} size="small">
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** Pages, zoom, fit, rotate, thumbnails and full screen for one viewer. */
export function DrawingToolbar({
  viewer,
  onToggleThumbnails,
  onFullScreen,
  children,
}: {
  viewer: DrawingViewerState;
  onToggleThumbnails?: () => void;
  onFullScreen?: () => void;
  /** More tools (the take-off's), after the viewer's own. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const pageCount = viewer.load.state === 'ready' ? viewer.load.document.pageCount : 0;
  return (
    <Stack
      direction="row"
      role="toolbar"
      aria-label={t('drawingViewer.toolbar')}
      sx={{
        alignItems: 'center',
        flexWrap: 'wrap',
        gap: 0.25,
        px: 0.5,
        py: 0.25,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      {onToggleThumbnails && pageCount > 1 && (
        <ToolButton label={t('drawingViewer.thumbnails')} onClick={onToggleThumbnails}>
          <ViewSidebarOutlinedIcon fontSize="small" />
        </ToolButton>
      )}
      <ToolButton
        label={t('drawingViewer.previousPage')}
        onClick={() => viewer.setPageNumber(viewer.pageNumber - 1)}
        disabled={viewer.pageNumber <= 1}
      >
        <ChevronLeftIcon fontSize="small" />
      </ToolButton>
      <Typography variant="body2" aria-live="polite" sx={{ minWidth: 56, textAlign: 'center' }}>
        {pageCount > 0 ? t('drawingViewer.pageOf', { page: viewer.pageNumber, count: pageCount }) : '…'}
      </Typography>
      <ToolButton
        label={t('drawingViewer.nextPage')}
        onClick={() => viewer.setPageNumber(viewer.pageNumber + 1)}
        disabled={viewer.pageNumber >= pageCount}
      >
        <ChevronRightIcon fontSize="small" />
      </ToolButton>
      <ToolButton label={t('drawingViewer.zoomOut')} onClick={() => viewer.zoomBy(0.8)}>
        <ZoomOutIcon fontSize="small" />
      </ToolButton>
      <Typography variant="body2" sx={{ minWidth: 44, textAlign: 'center' }}>
        {Math.round(viewer.view.zoom * 100)}%
      </Typography>
      <ToolButton label={t('drawingViewer.zoomIn')} onClick={() => viewer.zoomBy(1.25)}>
        <ZoomInIcon fontSize="small" />
      </ToolButton>
      <ToolButton label={t('drawingViewer.fitWidth')} onClick={viewer.fitWidth}>
        <WidthFullIcon fontSize="small" />
      </ToolButton>
      <ToolButton label={t('drawingViewer.fitPage')} onClick={viewer.fitPage}>
        <FitScreenIcon fontSize="small" />
      </ToolButton>
      <ToolButton label={t('drawingViewer.rotate')} onClick={viewer.rotate}>
        <RotateRightIcon fontSize="small" />
      </ToolButton>
      {onFullScreen && (
        <ToolButton label={t('drawingViewer.fullScreen')} onClick={onFullScreen}>
          <FullscreenIcon fontSize="small" />
        </ToolButton>
      )}
      {children}
    </Stack>
  );
}
