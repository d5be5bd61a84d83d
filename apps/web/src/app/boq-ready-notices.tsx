import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { HouseMap } from '@kadirio/domain';
import { useListMapsQuery } from '../features/maps/maps.api';
import { useListMapNotificationsQuery, useMarkMapNotificationsReadMutation } from '../features/boq/boq.api';

/** The client's plans checked so far: enough for anyone building one house at a time. */
const PLANS_LIMIT = 50;

function MapNotice({ map, onOpenBoq }: { map: HouseMap; onOpenBoq: () => void }) {
  const { t } = useTranslation();
  const { data } = useListMapNotificationsQuery(map._id);
  const [markRead] = useMarkMapNotificationsReadMutation();
  const issued = data?.items.find((notice) => notice.kind === 'boqIssued' && notice.readAt === null);
  if (!issued) return null;
  return (
    <Alert
      severity="success"
      onClose={() => void markRead(map._id)}
      action={
        <Button
          color="inherit"
          size="small"
          onClick={() => {
            void markRead(map._id);
            onOpenBoq();
          }}
        >
          {t('boqClient.open')}
        </Button>
      }
    >
      {t('boqClient.ready', { title: map.title, revision: issued.revision ?? 1 })}
    </Alert>
  );
}

/** On the client's dashboard: "the BOQ of your plan is ready", once per issue, until read. */
export function BoqReadyNotices({ onOpenBoq }: { onOpenBoq: () => void }) {
  const { data } = useListMapsQuery({ page: 1, limit: PLANS_LIMIT });
  const checked = data?.items.filter((map) => map.status === 'successful') ?? [];
  if (checked.length === 0) return null;
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      {checked.map((map) => (
        <MapNotice key={map._id} map={map} onOpenBoq={onOpenBoq} />
      ))}
    </Stack>
  );
}
