import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../lib/paths';

/** A screen this person may not use: says so and why, with a way on (log in, or home). */
export function NotAllowed({ reason, isSignedIn }: { reason: string; isSignedIn: boolean }) {
  const { t } = useTranslation();
  return (
    <Alert severity="warning" sx={{ maxWidth: 760 }}>
      <AlertTitle>{t('access.notAllowed')}</AlertTitle>
      {reason}
      <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap' }}>
        {!isSignedIn && (
          <Button component={RouterLink} to={PATHS.login} variant="contained" size="small">
            {t('access.logIn')}
          </Button>
        )}
        <Button component={RouterLink} to={PATHS.home} variant="outlined" size="small">
          {t('access.home')}
        </Button>
      </Stack>
    </Alert>
  );
}
