import { lazy, Suspense, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { Drawing, HouseMap } from '@kadirio/domain';
import { formatDate } from '../../../lib/format';
import { withChunkTimeout } from '../../../lib/lazy-import';
import { formatFileSize } from '../drawing-files';
import { fetchDrawing } from '../drawing-transfer';
import { useSessionToken, useTransferFailure } from '../use-drawing-transfer';
import { useLanguage } from '../../../lib/use-language';

// The viewer is its own chunk, downloaded the first time someone opens a drawing.
const DrawingViewerDialog = lazy(() =>
  withChunkTimeout(import('./drawing-viewer-dialog')).then((module) => ({
    default: module.DrawingViewerDialog,
  })),
);

/** How long a drawing opened in a tab stays addressable; the tab has read it long before. */
const TAB_URL_LIFETIME_MS = 60_000;

/**
 * A plan's drawings. `viewer` opens one in a dialog with the browser's PDF viewer (checkers);
 * `tab` opens it in a new tab (owners). Either way the PDF is fetched with the bearer token.
 */
export function DrawingList({
  map,
  open,
  onDelete,
}: {
  map: Pick<HouseMap, '_id' | 'drawings'>;
  open: 'viewer' | 'tab';
  /** When given, each drawing has a delete button (owners of a plan they may still change). */
  onDelete?: (drawing: Drawing) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const token = useSessionToken();
  const { describe, report } = useTransferFailure();
  const [viewing, setViewing] = useState<Drawing | null>(null);

  if (map.drawings.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('maps.drawings.none')}
      </Typography>
    );
  }

  const openInTab = async (drawing: Drawing) => {
    // Opened now, while the click still counts as the user's, then pointed at the PDF.
    const tab = window.open('', '_blank');
    if (!tab) {
      toast.error(t('maps.drawings.popupBlocked'));
      return;
    }
    tab.document.title = drawing.name;
    try {
      const url = URL.createObjectURL(await fetchDrawing(map._id, drawing._id, token));
      tab.location.href = url;
      tab.opener = null;
      window.setTimeout(() => URL.revokeObjectURL(url), TAB_URL_LIFETIME_MS);
    } catch (error) {
      tab.close();
      report(error);
      toast.error(`${t('maps.drawings.loadError')} ${describe(error)}`);
    }
  };

  return (
    <>
      <List dense disablePadding>
        {map.drawings.map((drawing) => (
          <ListItem
            key={drawing._id}
            disablePadding
            secondaryAction={
              onDelete && (
                <IconButton
                  edge="end"
                  aria-label={t('maps.drawings.delete', { name: drawing.name })}
                  onClick={() => onDelete(drawing)}
                >
                  <DeleteOutlinedIcon />
                </IconButton>
              )
            }
          >
            <ListItemButton
              onClick={() => (open === 'tab' ? void openInTab(drawing) : setViewing(drawing))}
              sx={{ borderRadius: 1, px: 1 }}
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                <PictureAsPdfOutlinedIcon color="error" />
              </ListItemIcon>
              <ListItemText
                primary={drawing.name}
                secondary={`${formatFileSize(drawing.size, language)} · ${t('maps.drawings.added', {
                  date: formatDate(drawing.createdAt, language),
                })}`}
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
              />
              {open === 'tab' && <OpenInNewIcon fontSize="small" color="action" aria-hidden />}
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      {viewing && (
        <Suspense fallback={null}>
          <DrawingViewerDialog mapId={map._id} drawing={viewing} onClose={() => setViewing(null)} />
        </Suspense>
      )}
    </>
  );
}
