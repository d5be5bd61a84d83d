import { lazy, Suspense, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { useTranslation } from 'react-i18next';
import type { Drawing, HouseMap } from '@kadirio/domain';
import { formatDate } from '../../../lib/format';
import { withChunkTimeout } from '../../../lib/lazy-import';
import { formatFileSize } from '../drawing-files';
import { useLanguage } from '../../../lib/use-language';

// The viewer is its own chunk, downloaded the first time someone opens a drawing.
const DrawingViewerDialog = lazy(() =>
  withChunkTimeout(import('./drawing-viewer-dialog')).then((module) => ({
    default: module.DrawingViewerDialog,
  })),
);

/**
 * A plan's drawings. Each opens in a dialog with the app's own viewer, for owners and checkers
 * alike (a new tab with the browser's PDF viewer showed nothing on Android).
 */
export function DrawingList({
  map,
  onDelete,
}: {
  map: Pick<HouseMap, '_id' | 'drawings'>;
  /** When given, each drawing has a delete button (owners of a plan they may still change). */
  onDelete?: (drawing: Drawing) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [viewing, setViewing] = useState<Drawing | null>(null);

  if (map.drawings.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('maps.drawings.none')}
      </Typography>
    );
  }

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
            <ListItemButton onClick={() => setViewing(drawing)} sx={{ borderRadius: 1, px: 1 }}>
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
