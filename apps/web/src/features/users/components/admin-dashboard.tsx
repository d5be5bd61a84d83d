import { Suspense, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../../../components/loading-screen';
import { PasswordResetRequests } from './password-reset-requests';
import { UserManagement } from './user-management';
import { PATHS } from '../../../lib/paths';

const SUPPLY_LINKS = [
  { to: '/suppliers', label: 'supply.nav.suppliers' },
  { to: '/materials', label: 'supply.nav.materials' },
  { to: '/offers', label: 'supply.nav.offers' },
  { to: '/orders', label: 'supply.nav.orders' },
] as const;

interface AdminDashboardProps {
  currentUserId: string;
  onOpenBoq: () => void;
  /** The house plans section, composed in by the app (features do not import each other). */
  plansSection?: ReactNode;
}

export function AdminDashboard({ currentUserId, onOpenBoq, plansSection }: AdminDashboardProps) {
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
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button component={RouterLink} to={PATHS.messages} variant="outlined">
            {t('contactMessages.open')}
          </Button>
          <Button component={RouterLink} to={PATHS.blog} variant="outlined">
            {t('contactMessages.openBlog')}
          </Button>
          <Button component={RouterLink} to={PATHS.catalogue} variant="outlined">
            {t('catalogue.open')}
          </Button>
          <Button variant="outlined" onClick={onOpenBoq}>
            {t('users.openBoq')}
          </Button>
        </Stack>
      </Stack>
      {/* Suppliers, materials, offers and orders: each its own screen. */}
      <Stack
        component="nav"
        aria-label={t('supply.nav.label')}
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ mb: 3, flexWrap: 'wrap' }}
      >
        {SUPPLY_LINKS.map(({ to, label }) => (
          <Button key={to} component={RouterLink} to={to} variant="outlined" size="small">
            {t(label)}
          </Button>
        ))}
      </Stack>
      <PasswordResetRequests />
      <UserManagement currentUserId={currentUserId} />
      {plansSection && <Suspense fallback={<LoadingScreen />}>{plansSection}</Suspense>}
    </Box>
  );
}
