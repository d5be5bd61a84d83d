import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';
import type { CreatedMark } from './use-mark-history';

/** How long the "saved, undo?" note stays after a mark is created. */
const UNDO_NOTE_MS = 8000;

/** "Saved: <name>" with an Undo, for a few seconds after a mark is created. */
export function CreatedMarkNote({
  created,
  onClose,
  onUndo,
}: {
  created: CreatedMark | null;
  onClose: () => void;
  onUndo: (measurementId: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Snackbar
      open={created !== null}
      // On the drawing's side of the split, not over the sheet's fields.
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      autoHideDuration={UNDO_NOTE_MS}
      onClose={(_event, reason) => reason !== 'clickaway' && onClose()}
      message={created ? t('measure.created', { name: created.name }) : ''}
      action={
        <Button color="inherit" size="small" onClick={() => created && onUndo(created.measurementId)}>
          {t('measure.undo')}
        </Button>
      }
    />
  );
}
