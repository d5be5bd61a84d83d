import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { MAP_LIMITS, type HouseMap } from '@kadirio/domain';
import { useDescribeError } from '../../../lib/api-error';
import {
  EMPTY_MAP_FORM,
  isNumberField,
  parseMapForm,
  type MapFormErrors,
  type MapFormField,
} from '../map-form';
import { useCreateMapMutation } from '../maps.api';
import { useDrawingQueue } from '../use-drawing-queue';
import { DrawingDropZone } from './drawing-drop-zone';
import { DrawingQueueList } from './drawing-queue-list';

interface FieldSpec {
  name: MapFormField;
  /** Grid columns from the sm breakpoint (phones always take the full width). */
  sm: number;
  type?: 'text' | 'date' | 'number';
  multiline?: boolean;
  hint?: 'optional' | 'desc' | 'plinthArea';
  max?: number;
  step?: number;
  min?: number;
}

const FIELDS: readonly FieldSpec[] = [
  { name: 'title', sm: 12, max: MAP_LIMITS.titleMax },
  { name: 'region', sm: 4, max: MAP_LIMITS.placeMax },
  { name: 'district', sm: 4, max: MAP_LIMITS.placeMax },
  { name: 'ward', sm: 4, max: MAP_LIMITS.placeMax },
  { name: 'startConstruction', sm: 6, type: 'date' },
  { name: 'desc', sm: 12, multiline: true, hint: 'desc', max: MAP_LIMITS.descMax },
  { name: 'floors', sm: 4, type: 'number', hint: 'optional', min: 1, step: 1 },
  { name: 'bedrooms', sm: 4, type: 'number', hint: 'optional', min: 0, step: 1 },
  { name: 'plinthArea', sm: 4, type: 'number', hint: 'plinthArea', min: 0, step: 0.1 },
];

/**
 * Sending a plan: the PDFs and the facts of the house. The plan is created first, then each
 * drawing is uploaded to it with its own progress. When an upload fails the plan stays a draft;
 * the dialog offers to try again, and so does the plan's card in My plans.
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
            disabled={isBusy || created !== null}
            onFiles={(files) => {
              queue.add(files);
              setDrawingsError(null);
            }}
          />
          {drawingsError && (
            <Alert severity="error" role="alert">
              {drawingsError}
            </Alert>
          )}
          <DrawingQueueList queue={queue} canRemove={created === null} />

          <Typography component="h3" variant="h6">
            {t('maps.send.detailsHeading')}
          </Typography>
          <Grid container spacing={2}>
            {FIELDS.map((spec) => (
              <Grid key={spec.name} size={{ xs: 12, sm: spec.sm }}>
                <TextField
                  name={spec.name}
                  label={t(`maps.fields.${spec.name}`)}
                  type={spec.type ?? 'text'}
                  value={values[spec.name]}
                  disabled={isBusy || created !== null}
                  onChange={(event) => {
                    const value = event.target.value;
                    setValues((current) => ({ ...current, [spec.name]: value }));
                    setErrors((current) => ({ ...current, [spec.name]: undefined }));
                  }}
                  error={Boolean(errors[spec.name])}
                  helperText={errors[spec.name] ?? (spec.hint ? t(`maps.hints.${spec.hint}`) : undefined)}
                  multiline={spec.multiline}
                  minRows={spec.multiline ? 3 : undefined}
                  fullWidth
                  slotProps={{
                    inputLabel: spec.type === 'date' ? { shrink: true } : undefined,
                    htmlInput: isNumberField(spec.name)
                      ? { min: spec.min, step: spec.step, inputMode: spec.step === 1 ? 'numeric' : 'decimal' }
                      : { maxLength: spec.max },
                  }}
                />
              </Grid>
            ))}
          </Grid>
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
