import { isRouteErrorResponse, Link as RouterLink, useRouteError } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../lib/paths';

function describeRouteError(error: unknown): string | null {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : null;
}

/** docs/specification.md §2: what an unhandled error while routing or rendering shows, with a way out. */
export function ErrorScreen() {
  const { t } = useTranslation();
  const detail = describeRouteError(useRouteError());
  return (
    <Box component="section" role="alert" sx={{ py: 6, px: 2, textAlign: 'center' }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {t('errorScreen.title')}
      </Typography>
      <Typography sx={{ mb: 1 }}>{t('errorScreen.intro')}</Typography>
      {detail && (
        <Typography component="pre" color="text.secondary" sx={{ whiteSpace: 'pre-wrap', mb: 3 }}>
          {detail}
        </Typography>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
        <Button variant="contained" onClick={() => window.location.reload()}>
          {t('errorScreen.reload')}
        </Button>
        <Button component={RouterLink} to={PATHS.home} variant="outlined">
          {t('errorScreen.home')}
        </Button>
      </Stack>
    </Box>
  );
}
