import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { HouseMap, MapNotification, PlanThread } from '@kadirio/domain';
import { formatDateTime, formatTzs } from '../lib/format';
import { useLanguage } from '../lib/use-language';
import { CLIENT_PLANS_ARGS } from '../features/plans/client-plans';
import { useListMapsQuery } from '../features/plans/plans.api';
import {
  useListBoqRevisionsQuery,
  useListMapNotificationsQuery,
  useMarkMapNotificationsReadMutation,
} from '../features/boq/boq-revisions.api';
import { signed } from '../features/boq/components/revision-diff-view';
import { useGetPlanThreadQuery } from '../features/threads/threads.api';
import { myBoqMessagePath, myBoqPath } from '../lib/paths';

/**
 * The kinds told in a plan's news line. A first issue has its own line above ("BOQ ready — … —
 * View BOQ"); a later revision its own notice (`RevisionNews`).
 */
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

/**
 * The answer a "surveyor answered" notice tells of: the surveyor's answer written with it (the
 * server writes both at one instant), else the latest answer before it.
 */
export function answerOf(thread: PlanThread | undefined, notice: MapNotification): string | undefined {
  const answers = (thread?.items ?? []).filter(
    (item) => item.kind === 'answer' && item.createdAt <= notice.createdAt,
  );
  return answers.at(-1)?._id;
}

/**
 * A later revision, told as its own notice: the grand total before and after, and why — so a
 * total that moved on the home never moves without a word.
 */
function RevisionNews({ map, notice }: { map: HouseMap; notice: MapNotification }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data } = useListBoqRevisionsQuery(map._id);
  const [markRead, { isLoading }] = useMarkMapNotificationsReadMutation();
  const issued = data?.items.find((item) => item.revision === notice.revision);
  const before = data?.items.find((item) => item.revision === (notice.revision ?? 0) - 1);
  if (!issued || !before) return null;
  return (
    // The buttons under the words, not beside them: beside, they left the totals a column of a
    // few words a line on a 360 px phone.
    <Alert severity="info" data-testid="revision-news" sx={{ '& .MuiAlert-message': { flex: 1 } }}>
      {t('planNews.revised', {
        revision: issued.revision,
        title: map.title,
        before: formatTzs(before.grandTotal, language),
        after: formatTzs(issued.grandTotal, language),
        change: signed(issued.grandTotal - before.grandTotal, language),
      })}
      {issued.reason && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {t('planNews.why', { reason: issued.reason })}
        </Typography>
      )}
      <Typography variant="body2" sx={{ opacity: 0.8 }}>
        {formatDateTime(notice.createdAt, language)}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 1, justifyContent: 'flex-end' }}>
        <Button
          color="inherit"
          size="small"
          variant="outlined"
          component={RouterLink}
          to={myBoqPath(map._id)}
        >
          {t('planNews.seeChanges')}
        </Button>
        <Button color="inherit" size="small" loading={isLoading} onClick={() => void markRead(map._id)}>
          {t('planNews.seen')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** "Read it" on a surveyor's answer: to the answer in the bill's thread, not the top of the bill. */
function ReadAnswerButton({ map, notice }: { map: HouseMap; notice: MapNotification }) {
  const { t } = useTranslation();
  const { data } = useGetPlanThreadQuery(map._id);
  const answer = answerOf(data, notice);
  return (
    <Button
      color="inherit"
      size="small"
      component={RouterLink}
      to={answer ? myBoqMessagePath(map._id, answer) : myBoqPath(map._id)}
    >
      {t('planNews.read')}
    </Button>
  );
}

/**
 * One plan's unread news: a later revision as its own notice, then the newest of the rest; "Got it"
 * marks the plan's notices read.
 */
function PlanNewsItems({ map }: { map: HouseMap }) {
  const { data } = useListMapNotificationsQuery(map._id);
  const unread = data?.items.filter((notice) => notice.readAt === null) ?? [];
  const news = unread.filter((notice) => NEWS_KINDS.has(notice.kind));
  const revised = unread.find((notice) => notice.kind === 'boqIssued' && (notice.revision ?? 0) > 1);
  const [latest] = news;
  return (
    <>
      {revised && <RevisionNews map={map} notice={revised} />}
      {latest && <OtherNews map={map} latest={latest} count={news.length} />}
    </>
  );
}

/** The newest of a plan's other news, and how many came before it. */
function OtherNews({ map, latest, count }: { map: HouseMap; latest: MapNotification; count: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [markRead, { isLoading }] = useMarkMapNotificationsReadMutation();
  return (
    <Alert
      severity={latest.kind === 'commentForClient' ? 'warning' : 'info'}
      data-testid="plan-news"
      action={
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {latest.kind === 'surveyorAnswered' && <ReadAnswerButton map={map} notice={latest} />}
          <Button color="inherit" size="small" loading={isLoading} onClick={() => void markRead(map._id)}>
            {t('planNews.seen')}
          </Button>
        </Stack>
      }
    >
      <NewsSentence notice={latest} map={map} />
      <Typography variant="body2" sx={{ opacity: 0.8 }}>
        {formatDateTime(latest.createdAt, language)}
        {count > 1 && ` · ${t('planNews.more', { count: count - 1 })}`}
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
