import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** A list that failed to load: what went wrong and a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('errors.tryAgain')}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}

/** A list on its first load: a spinner with words, announced to screen readers. */
export function LoadingRow({ label }: { label: string }) {
  return (
    <Stack
      role="status"
      direction="row"
      spacing={2}
      sx={{ alignItems: 'center', py: 4, justifyContent: 'center' }}
    >
      <CircularProgress size={24} />
      <Typography>{label}</Typography>
    </Stack>
  );
}
