import { useId, useState, type CSSProperties, type DragEvent } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import { useTranslation } from 'react-i18next';
import { MAP_LIMITS } from '@kadirio/domain';
import { DRAWING_ACCEPT, formatFileSize } from '../drawing-files';
import { useLanguage } from '../../../lib/use-language';

const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

/**
 * Where PDFs are dropped or chosen. The whole zone is the label of a real file input, so a
 * click, a tap, the keyboard and drag-and-drop all work, and the input is named "Drawings (PDF)".
 */
export function DrawingDropZone({
  onFiles,
  disabled = false,
}: {
  onFiles: (files: File[]) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const inputId = useId();
  const hintId = useId();
  const [isDragging, setIsDragging] = useState(false);

  const dragOver = (event: DragEvent) => {
    event.preventDefault();
    if (!disabled) setIsDragging(true);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setIsDragging(false);
    if (!disabled) onFiles(Array.from(event.dataTransfer.files));
  };

  return (
    <Box
      component="label"
      htmlFor={inputId}
      onDragEnter={dragOver}
      onDragOver={dragOver}
      onDragLeave={() => setIsDragging(false)}
      onDrop={drop}
      sx={{
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 0.5,
        p: { xs: 2, sm: 3 },
        textAlign: 'center',
        border: '2px dashed',
        borderColor: isDragging ? 'primary.main' : 'divider',
        borderRadius: 2,
        bgcolor: isDragging ? 'action.hover' : 'transparent',
        cursor: disabled ? 'default' : 'pointer',
        opacity: disabled ? 0.6 : 1,
        '&:hover': disabled ? undefined : { borderColor: 'primary.main' },
        '&:focus-within': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <UploadFileOutlinedIcon color="primary" fontSize="large" aria-hidden />
      <Typography sx={{ fontWeight: 600 }}>{t('maps.drop.label')}</Typography>
      <Typography variant="body2">{t('maps.drop.prompt')}</Typography>
      <Typography id={hintId} variant="caption" color="text.secondary">
        {t('maps.drop.hint', {
          size: formatFileSize(MAP_LIMITS.drawingMaxBytes, language),
          max: MAP_LIMITS.drawingsPerMap,
        })}
      </Typography>
      <input
        id={inputId}
        type="file"
        accept={DRAWING_ACCEPT}
        multiple
        disabled={disabled}
        aria-label={t('maps.drop.label')}
        aria-describedby={hintId}
        style={visuallyHidden}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Cleared, so choosing the same file again (after removing it) is noticed.
          event.target.value = '';
          onFiles(files);
        }}
      />
    </Box>
  );
}
