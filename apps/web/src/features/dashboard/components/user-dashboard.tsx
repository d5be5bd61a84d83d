import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';

/** A client's home: their plans. The list arrives with the plans feature; until then, an honest empty state. */
export function UserDashboard({ onOpenBoq }: { onOpenBoq: () => void }) {
  const { t } = useTranslation();
  return (
    <Box component="section">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 3, justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' } }}
      >
        <Typography variant="h1">{t('dashboard.title')}</Typography>
        <Button variant="outlined" onClick={onOpenBoq}>
          {t('dashboard.openBoq')}
        </Button>
      </Stack>
      <EmptyState title={t('dashboard.emptyTitle')}>{t('dashboard.emptyBody')}</EmptyState>
    </Box>
  );
}
