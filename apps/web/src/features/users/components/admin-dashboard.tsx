import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { UserManagement } from './user-management';

interface AdminDashboardProps {
  currentUserId: string;
  onOpenBoq: () => void;
}

export function AdminDashboard({ currentUserId, onOpenBoq }: AdminDashboardProps) {
  const { t } = useTranslation();
  return (
    <Box component="section">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 3, justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' } }}
      >
        <Box>
          <Typography variant="h1">{t('users.title')}</Typography>
          <Typography color="text.secondary">{t('users.subtitle')}</Typography>
        </Box>
        <Button variant="outlined" onClick={onOpenBoq}>
          {t('users.openBoq')}
        </Button>
      </Stack>
      <UserManagement currentUserId={currentUserId} />
    </Box>
  );
}
