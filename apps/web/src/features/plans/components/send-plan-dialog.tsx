import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { HouseMap } from '@kadirio/domain';
import { useDescribeError } from '../../../lib/api-error';
import { EMPTY_MAP_FORM, parseMapForm, type MapFormErrors } from '../plan-form';
import { useCreateMapMutation } from '../plans.api';
import { useDrawingQueue } from '../use-drawing-queue';
import { DrawingDropZone } from './drawing-drop-zone';
import { DrawingQueueList } from './drawing-queue-list';
import { MapFields } from './plan-fields';

/**
 * Sending a plan: the drawings and the facts of the house. Every file's first bytes are checked
 * as it is chosen, so a Word file named plan.pdf is refused before anything is sent. The plan is
 * created first, then its drawings are uploaded together, each with its own progress; the server
 * keeps all or none, so when one is refused the plan stays a draft out of the checkers' queue and
 * the refused file can be removed or replaced and the upload tried again (here, or from My plans).
 */
export function SendPlanDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const describeError = useDescribeError();
  const titleId = useId();
  const formId = useId();
  const [createMap] = useCreateMapMutation();
  const queue = useDrawingQueue({ existingCount: 0 });
  const [values, setValues] = useState(EMPTY_MAP_FORM);
  const [errors, setErrors] = useState<MapFormErrors>({});
  const [drawingsError, setDrawingsError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [isCreating, setIsCreating] = useState(false);
  /** Set once the plan exists: a retry uploads to it instead of creating another. */
  const [created, setCreated] = useState<HouseMap | null>(null);

  const isBusy = isCreating || queue.isUploading;

  const reset = () => {
    setValues(EMPTY_MAP_FORM);
    setErrors({});
    setDrawingsError(null);
    setServerError(null);
    setCreated(null);
    queue.clear();
  };

  const close = () => {
    if (isBusy) return;
    reset();
    onClose();
  };

  const uploadTo = async (map: HouseMap) => {
    if (await queue.upload(map._id)) {
      toast.success(t('maps.send.sent', { title: map.title }));
      reset();
      onClose();
    } else {
      toast.error(t('maps.mine.uploadFailed'));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    if (created) {
      // The refused file may have been removed: there must still be something to send.
      if (queue.pendingCount === 0) {
        setDrawingsError(t('maps.send.drawingsRequired'));
        return;
      }
      await uploadTo(created);
      return;
    }
    const parsed = parseMapForm(values, t);
    const missingDrawings = queue.items.length === 0;
    setErrors(parsed.success ? {} : parsed.errors);
    setDrawingsError(missingDrawings ? t('maps.send.drawingsRequired') : null);
    if (!parsed.success || missingDrawings) return;

    setIsCreating(true);
    let map: HouseMap;
    try {
      map = await createMap(parsed.body).unwrap();
    } catch (error) {
      const message = t('maps.send.createFailed', { message: describeError(error) });
      setServerError(message);
      toast.error(message);
      return;
    } finally {
      setIsCreating(false);
    }
    setCreated(map);
    await uploadTo(map);
  };

  const hasFailedUpload = created !== null && queue.items.some((item) => item.state === 'failed');

  return (
    <Dialog
      open={open}
      onClose={close}
      fullScreen={isPhone}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{t('maps.send.title')}</DialogTitle>
      <DialogContent dividers>
        <Stack component="form" id={formId} noValidate spacing={2} onSubmit={(event) => void submit(event)}>
          <Typography color="text.secondary">{t('maps.send.intro')}</Typography>
          {serverError && <Alert severity="error">{serverError}</Alert>}
          {hasFailedUpload && (
            <Alert severity="warning">{t('maps.send.partial', { title: created.title })}</Alert>
          )}

          <Typography component="h3" variant="h6">
            {t('maps.send.drawingsHeading')}
          </Typography>
          <DrawingDropZone
            disabled={isBusy}
            onFiles={(files) => {
              void queue.add(files);
              setDrawingsError(null);
            }}
          />
          {drawingsError && (
            <Alert severity="error" role="alert">
              {drawingsError}
            </Alert>
          )}
          {/* After a refusal the named file can be removed or another added, then the rest sent again. */}
          <DrawingQueueList queue={queue} />

          <Typography component="h3" variant="h6">
            {t('maps.send.detailsHeading')}
          </Typography>
          <MapFields
            values={values}
            errors={errors}
            disabled={isBusy || created !== null}
            onChange={(field, value) => {
              setValues((current) => ({ ...current, [field]: value }));
              setErrors((current) => ({ ...current, [field]: undefined }));
            }}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={close} disabled={isBusy}>
          {created ? t('maps.send.close') : t('maps.send.cancel')}
        </Button>
        <Button type="submit" form={formId} variant="contained" loading={isBusy}>
          {created ? t('maps.send.retry') : t('maps.send.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
