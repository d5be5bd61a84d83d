import { useEffect, useId, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { PLAN_MESSAGE_MAX, planMessageAnchor } from '@kadirio/domain';
import { LoadError, LoadingRow } from '../../../components/load-states';
import { useDescribeError } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { useAcceptRevisionMutation, useGetPlanThreadQuery, usePostPlanMessageMutation } from '../threads.api';

/**
 * A plan's thread between its client and the quantity surveyors. The client (`viewer="client"`)
 * asks about the revision on screen and may accept it; a surveyor answers. Kept in its own
 * component so the client's BOQ view and the BOQ workspace each mount it with one line.
 */
export function PlanThreadPanel({
  mapId,
  viewer,
  revision,
}: {
  mapId: string;
  viewer: 'client' | 'surveyor';
  /** The issued revision on screen: the one a question is about, and the one the client may accept. */
  revision?: number | undefined;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const titleId = useId();
  const describeError = useDescribeError();
  const thread = useGetPlanThreadQuery(mapId);
  const [post, { isLoading: isPosting }] = usePostPlanMessageMutation();
  const [accept, { isLoading: isAccepting }] = useAcceptRevisionMutation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { hash } = useLocation();
  const target = hash.slice(1);
  const hasTarget = thread.data?.items.some((item) => planMessageAnchor(item._id) === target) ?? false;
  // A link to a message ("read the answer", its e-mail) lands on it: the thread draws after the
  // bill, too late for the browser's own jump to the address's #fragment.
  useEffect(() => {
    if (!hasTarget) return;
    const element = document.getElementById(target);
    element?.scrollIntoView?.({ block: 'center' });
    element?.focus({ preventScroll: true });
  }, [hasTarget, target]);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const body = text.trim();
    if (body === '') {
      setError(t('planThread.empty'));
      return;
    }
    try {
      await post({ mapId, body: { body, ...(revision ? { revision } : {}) } }).unwrap();
      setText('');
      setError(null);
      toast.success(viewer === 'client' ? t('planThread.asked') : t('planThread.answered'));
    } catch (failure) {
      setError(describeError(failure));
    }
  };

  const acceptShown = async () => {
    if (!revision) return;
    try {
      await accept({ mapId, revision }).unwrap();
      toast.success(t('planThread.acceptedToast', { revision }));
    } catch (failure) {
      toast.error(describeError(failure));
    }
  };

  if (thread.isError) {
    return <LoadError message={describeError(thread.error)} onRetry={() => void thread.refetch()} />;
  }
  if (!thread.data) return <LoadingRow label={t('planThread.loading')} />;
  const { items, acceptedRevisions } = thread.data;
  const isAccepted = revision !== undefined && acceptedRevisions.includes(revision);

  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography id={titleId} variant="h3" component="h3" sx={{ fontSize: '1.2rem', mb: 1 }}>
        {viewer === 'client' ? t('planThread.titleClient') : t('planThread.titleSurveyor')}
      </Typography>
      {viewer === 'client' && revision !== undefined && (
        <Box sx={{ mb: 2 }}>
          {isAccepted ? (
            <Alert severity="success">{t('planThread.accepted', { revision })}</Alert>
          ) : (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
              <Typography variant="body2" sx={{ flex: 1 }}>
                {t('planThread.acceptIntro', { revision })}
              </Typography>
              <Button variant="contained" onClick={() => void acceptShown()} loading={isAccepting}>
                {t('planThread.accept', { revision })}
              </Button>
            </Stack>
          )}
        </Box>
      )}
      {items.length === 0 ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {viewer === 'client' ? t('planThread.noneClient') : t('planThread.noneSurveyor')}
        </Typography>
      ) : (
        <Stack component="ol" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, mb: 2 }}>
          {items.map((item) => (
            <Box
              component="li"
              key={item._id}
              id={planMessageAnchor(item._id)}
              tabIndex={-1}
              aria-current={planMessageAnchor(item._id) === target ? 'true' : undefined}
              sx={{
                p: 1.5,
                borderRadius: 1,
                bgcolor: item.authorRole === 'client' ? 'action.hover' : 'background.default',
                border: planMessageAnchor(item._id) === target ? 2 : 1,
                borderColor: planMessageAnchor(item._id) === target ? 'primary.main' : 'divider',
              }}
            >
              <Typography variant="caption" color="text.secondary" component="p">
                {t(`planThread.kind.${item.kind}`, {
                  name: item.authorName || t('planThread.someone'),
                  revision: item.revision ?? '',
                })}
                {' · '}
                {formatDateTime(item.createdAt, language)}
              </Typography>
              {item.body !== '' && <Typography sx={{ whiteSpace: 'pre-wrap' }}>{item.body}</Typography>}
            </Box>
          ))}
        </Stack>
      )}
      <Stack component="form" spacing={1} noValidate onSubmit={(event) => void send(event)}>
        <TextField
          label={viewer === 'client' ? t('planThread.questionLabel') : t('planThread.answerLabel')}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
          error={error !== null}
          helperText={error ?? (revision ? t('planThread.aboutRevision', { revision }) : undefined)}
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: PLAN_MESSAGE_MAX } }}
          fullWidth
        />
        <Box>
          <Button type="submit" variant="outlined" loading={isPosting}>
            {viewer === 'client' ? t('planThread.ask') : t('planThread.answer')}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
