import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CHECKER_LEVELS } from '@kadirio/domain';
import { EmptyState } from '../../../components/empty-state';

export type CheckerLevel = (typeof CHECKER_LEVELS)[number];

/** A checker's queue of plans. The queue arrives with the plans feature; until then it is empty and says why. */
export function CheckerScreen({ role }: { role: CheckerLevel }) {
  const { t } = useTranslation();
  return (
    <Box component="section">
      <Typography variant="h1" sx={{ mb: 1 }}>
        {t(`checks.${role}.title`)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t(`checks.${role}.description`)}
      </Typography>
      <EmptyState title={t('checks.emptyTitle')}>{t('checks.emptyBody')}</EmptyState>
    </Box>
  );
}
