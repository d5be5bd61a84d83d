import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import { BoqReadyNotices } from '../../boq/components/boq-ready-notices';
import { MyPlans } from '../../maps/components/my-plans';
import { SendPlanDialog } from '../../maps/components/send-plan-dialog';

/** A client's home: their plans and what is happening to each, and the way to send another. */
export function UserDashboard({ onOpenBoq }: { onOpenBoq: () => void }) {
  const { t } = useTranslation();
  const [isSending, setIsSending] = useState(false);
  return (
    <Box component="section">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 3, justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' } }}
      >
        <Typography variant="h1">{t('dashboard.title')}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setIsSending(true)}>
            {t('maps.send.open')}
          </Button>
          <Button variant="outlined" onClick={onOpenBoq}>
            {t('dashboard.openBoq')}
          </Button>
        </Stack>
      </Stack>
      <BoqReadyNotices onOpenBoq={onOpenBoq} />
      <MyPlans onSendPlan={() => setIsSending(true)} />
      <SendPlanDialog open={isSending} onClose={() => setIsSending(false)} />
    </Box>
  );
}
