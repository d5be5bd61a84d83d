import { useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CHECKER_LEVELS, MapStatus } from '@kadirio/domain';
import { PlanQueue } from './plan-queue';
import { useCountQueueQuery } from '../plans.api';

export type CheckerLevel = (typeof CHECKER_LEVELS)[number];

/** The state whose queue each checker works. */
const QUEUE_OF: Record<CheckerLevel, MapStatus> = {
  typechecker: 'typecheck',
  unitchecker: 'unitcheck',
  failedchecker: 'failedcheck',
};

function WaitingCount({ status }: { status: MapStatus }) {
  const { t } = useTranslation();
  const { data } = useCountQueueQuery(status);
  if (!data) return null;
  return <Chip color="primary" label={t('maps.queue.waitingCount', { count: data.count })} />;
}

/**
 * A checker's queue of plans, oldest first, with the moves their role makes. The improvements
 * desk also reads the plans it has rejected, on a second tab.
 */
export function CheckerScreen({ role }: { role: CheckerLevel }) {
  const { t } = useTranslation();
  const status = QUEUE_OF[role];
  const [tab, setTab] = useState<'queue' | 'failed'>('queue');
  const queue = (
    <PlanQueue
      status={status}
      emptyTitle={t('maps.queue.emptyTitle')}
      emptyBody={t('maps.queue.emptyBody')}
    />
  );

  return (
    <Box component="section">
      <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h1">{t(`checks.${role}.title`)}</Typography>
        <WaitingCount status={status} />
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t(`checks.${role}.description`)}
      </Typography>
      {role === 'failedchecker' ? (
        <>
          <Tabs
            value={tab}
            onChange={(_event, next: 'queue' | 'failed') => setTab(next)}
            variant="fullWidth"
            sx={{ mb: 2, borderBottom: 1, borderColor: 'divider', maxWidth: 480 }}
          >
            <Tab
              value="queue"
              label={t('maps.queue.toHandle')}
              id="checks-tab-queue"
              aria-controls="checks-panel"
            />
            <Tab
              value="failed"
              label={t('maps.queue.rejected')}
              id="checks-tab-failed"
              aria-controls="checks-panel"
            />
          </Tabs>
          <Box role="tabpanel" id="checks-panel" aria-labelledby={`checks-tab-${tab}`}>
            {tab === 'queue' ? (
              queue
            ) : (
              <PlanQueue
                status="failed"
                emptyTitle={t('maps.queue.rejectedEmptyTitle')}
                emptyBody={t('maps.queue.rejectedEmptyBody')}
              />
            )}
          </Box>
        </>
      ) : (
        queue
      )}
    </Box>
  );
}
