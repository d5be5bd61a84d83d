import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { TURNAROUND_WORKING_DAYS, type HouseMap } from '@kadirio/domain';
import { formatTzsShort } from '../lib/format';
import { useLanguage } from '../lib/use-language';
import { CLIENT_PLANS_ARGS } from '../features/plans/client-plans';
import { useListMapsQuery } from '../features/plans/plans.api';
import {
  useListBoqRevisionsQuery,
  useMarkMapNotificationsReadMutation,
} from '../features/boq/boq-revisions.api';
import { myBoqPath } from '../lib/paths';

/**
 * The height of a bill line (one line; two with the plan's title), held while its revisions load
 * so the line does not push the page down when it arrives (a layout shift, which counts against the
 * Lighthouse budget of docs/performance.md).
 */
const BILL_LINE_HEIGHT = { withTitle: 68, alone: 48 } as const;

/**
 * A checked plan's bill in one line: "BOQ ready — TZS 56.6 M — View BOQ" once issued (opening it
 * marks the notice read), or when to expect it. Shown on the plan's card and at the top of home.
 */
export function PlanBillLine({ map, withTitle = false }: { map: HouseMap; withTitle?: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data } = useListBoqRevisionsQuery(map._id);
  const [markRead] = useMarkMapNotificationsReadMutation();
  const latest = data?.items[0];
  if (!data) {
    return (
      <Skeleton
        variant="rounded"
        height={withTitle ? BILL_LINE_HEIGHT.withTitle : BILL_LINE_HEIGHT.alone}
        data-testid="plan-bill-loading"
      />
    );
  }
  if (!latest) {
    return (
      <Alert severity="info">{t('clientBoq.card.preparing', { boq: TURNAROUND_WORKING_DAYS.boq })}</Alert>
    );
  }
  return (
    <Alert
      severity="success"
      variant="filled"
      action={
        <Button
          color="inherit"
          variant="outlined"
          size="small"
          component={RouterLink}
          to={myBoqPath(map._id)}
          onClick={() => void markRead(map._id)}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {t('clientBoq.card.view')}
        </Button>
      }
      sx={{ alignItems: 'center', '& .MuiAlert-message': { fontWeight: 700 } }}
    >
      {withTitle && <span style={{ display: 'block', fontWeight: 400 }}>{map.title}</span>}
      <span>{t('clientBoq.card.ready', { total: formatTzsShort(latest.grandTotal, language) })}</span>
    </Alert>
  );
}

/** At the very top of the client's home: every plan whose bill is ready, before anything else. */
export function BoqReadyNotices() {
  const { data } = useListMapsQuery(CLIENT_PLANS_ARGS);
  const checked = data?.items.filter((map) => map.status === 'successful') ?? [];
  if (checked.length === 0) return null;
  return (
    <Stack spacing={1} sx={{ mb: 2 }} data-testid="boq-ready">
      {checked.map((map) => (
        <PlanBillLine key={map._id} map={map} withTitle />
      ))}
    </Stack>
  );
}
