import { useEffect, useId, useMemo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

interface CoverPickerProps {
  /** The stored cover's URL, if the post has one. */
  currentUrl: string | null;
  /** A chosen file not uploaded yet (new posts upload it on save). */
  pendingFile: File | null;
  error: string | null;
  isBusy: boolean;
  onChoose: (file: File) => void;
  onRemove: (() => void) | null;
}

/** The cover image: what is there now (or about to be), a way to choose another, and to remove it. */
export function CoverPicker({
  currentUrl,
  pendingFile,
  error,
  isBusy,
  onChoose,
  onRemove,
}: CoverPickerProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const pendingUrl = useMemo(() => (pendingFile ? URL.createObjectURL(pendingFile) : null), [pendingFile]);
  // The preview URL holds the file in memory until revoked: free it when the choice changes.
  useEffect(() => {
    if (!pendingUrl) return;
    return () => URL.revokeObjectURL(pendingUrl);
  }, [pendingUrl]);

  const shownUrl = pendingUrl ?? currentUrl;
  return (
    <Box>
      <Typography component="h2" variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
        {t('blog.editor.cover')}
      </Typography>
      {shownUrl && (
        <Box
          component="img"
          src={shownUrl}
          alt={t('blog.editor.cover')}
          sx={{
            display: 'block',
            width: '100%',
            maxWidth: 360,
            aspectRatio: '16 / 9',
            objectFit: 'cover',
            borderRadius: 1,
            mb: 1,
          }}
        />
      )}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
        <Button component="label" htmlFor={inputId} variant="outlined" loading={isBusy}>
          {t('blog.editor.chooseCover')}
          <input
            id={inputId}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            hidden
            aria-label={t('blog.editor.cover')}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) onChoose(file);
            }}
          />
        </Button>
        {onRemove && (
          <Button color="error" onClick={onRemove} disabled={isBusy}>
            {t('blog.editor.removeCover')}
          </Button>
        )}
      </Stack>
      <Typography
        variant="body2"
        color={error ? 'error' : 'text.secondary'}
        sx={{ mt: 0.5 }}
        role={error ? 'alert' : undefined}
      >
        {error ?? (pendingFile ? t('blog.editor.coverAfterSave') : t('blog.editor.coverHint'))}
      </Typography>
    </Box>
  );
}
