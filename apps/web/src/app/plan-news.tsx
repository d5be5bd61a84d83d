import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { HouseMap, MapNotification } from '@kadirio/domain';
import { formatDateTime } from '../lib/format';
import { useLanguage } from '../lib/use-language';
import { CLIENT_PLANS_ARGS } from '../features/plans/client-plans';
import { useListMapsQuery } from '../features/plans/plans.api';
import { useListMapNotificationsQuery, useMarkMapNotificationsReadMutation } from '../features/boq/boq.api';
import { myBoqPath } from '../lib/paths';

/** The kinds told here; an issued bill has its own line above ("BOQ ready — … — View BOQ"). */
const NEWS_KINDS: ReadonlySet<MapNotification['kind']> = new Set([
  'planMoved',
  'commentForClient',
  'surveyorAnswered',
]);

function NewsSentence({ notice, map }: { notice: MapNotification; map: HouseMap }) {
  const { t } = useTranslation();
  const status = notice.status ? t(`maps.status.${notice.status}`) : '';
  if (notice.kind === 'commentForClient') return <>{t('planNews.needsYou', { title: map.title, status })}</>;
  if (notice.kind === 'surveyorAnswered') return <>{t('planNews.answered', { title: map.title })}</>;
  return <>{t('planNews.moved', { title: map.title, status })}</>;
}

/** One plan's unread news, newest first; "Got it" marks the plan's notices read. */
function PlanNewsItems({ map }: { map: HouseMap }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data } = useListMapNotificationsQuery(map._id);
  const [markRead, { isLoading }] = useMarkMapNotificationsReadMutation();
  const news = data?.items.filter((notice) => notice.readAt === null && NEWS_KINDS.has(notice.kind)) ?? [];
  if (news.length === 0) return null;
  const [latest] = news;
  if (!latest) return null;
  return (
    <Alert
      severity={latest.kind === 'commentForClient' ? 'warning' : 'info'}
      data-testid="plan-news"
      action={
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {latest.kind === 'surveyorAnswered' && (
            <Button color="inherit" size="small" component={RouterLink} to={myBoqPath(map._id)}>
              {t('planNews.read')}
            </Button>
          )}
          <Button color="inherit" size="small" loading={isLoading} onClick={() => void markRead(map._id)}>
            {t('planNews.seen')}
          </Button>
        </Stack>
      }
    >
      <NewsSentence notice={latest} map={map} />
      <Typography variant="body2" sx={{ opacity: 0.8 }}>
        {formatDateTime(latest.createdAt, language)}
        {news.length > 1 && ` · ${t('planNews.more', { count: news.length - 1 })}`}
      </Typography>
    </Alert>
  );
}

/**
 * Near the top of the client's home, under the bills that are ready: what happened to each plan
 * since they last looked (moved to the next check, needs them, a surveyor answered), from the
 * notices the server writes with each move (the same news goes by e-mail).
 */
export function PlanNews() {
  const { data } = useListMapsQuery(CLIENT_PLANS_ARGS);
  const plans = data?.items ?? [];
  if (plans.length === 0) return null;
  return (
    <Stack spacing={1} sx={{ mb: 2, '&:empty': { display: 'none' } }}>
      {plans.map((map) => (
        <PlanNewsItems key={map._id} map={map} />
      ))}
    </Stack>
  );
}
