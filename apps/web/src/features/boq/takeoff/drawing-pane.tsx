import { useCallback, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Measurement, Repricing } from '@kadirio/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useMarkFromQuery } from '../use-mark-from-query';
import { DRAWING_PHONE_MIN_HEIGHT, DrawingPaneLoading } from './drawing-pane-loading';
import { useDescribeError } from '../../../lib/api-error';
import { useLanguage } from '../../../lib/use-language';
import { MeasurementRegister } from './measurement-register';
import { TakeoffSheetDownloads } from './takeoff-sheet-downloads';
import { PlanFacts } from './plan-facts';
import {
  useDeleteMeasurementMutation,
  useGetWorkspacePlanQuery,
  useListMeasurementsQuery,
} from './takeoff.api';
import { TakeoffViewer } from './takeoff-viewer';

/**
 * The workspace's drawing side: the plan's facts and the checkers' comments, one of its drawings
 * with the take-off tools, what the last change re-priced, and the register of measurements.
 */
export function DrawingPane({ mapId, canEdit }: { mapId: string; canEdit: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const describeError = useDescribeError();
  const { data: plan, isError, error } = useGetWorkspacePlanQuery(mapId);
  const { data: measurements = [] } = useListMeasurementsQuery(mapId);
  const [deleteMeasurement, { isLoading: isDeleting }] = useDeleteMeasurementMutation();
  // Deleting asks first: a sheet input bound to the measurement loses its source.
  const [toDelete, setToDelete] = useState<Measurement | null>(null);
  const [chosenDrawing, setChosenDrawing] = useState<string | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [repricing, setRepricing] = useState<Repricing | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const open = useCallback((measurement: Measurement) => {
    setChosenDrawing(measurement.drawingId);
    setSelectedId(measurement._id);
  }, []);
  // A link from the review screen names a mark to show (`?mark=`).
  useMarkFromQuery(measurements, open);

  if (isError) return <Alert severity="error">{`${t('measure.loadError')} ${describeError(error)}`}</Alert>;
  if (!plan) return <DrawingPaneLoading label={t('drawingViewer.loading')} />;
  const drawing = plan.drawings.find((d) => d._id === chosenDrawing) ?? plan.drawings[0];
  const sheetNames = (sheets: Repricing['repricedSheets']) =>
    sheets.map((sheet) => (language === 'sw' ? sheet.nameSw : sheet.nameEn)).join(', ');

  const remove = async (measurement: Measurement) => {
    setProblem(null);
    try {
      await deleteMeasurement({ mapId, measurementId: measurement._id }).unwrap();
      if (selectedId === measurement._id) setSelectedId(null);
    } catch (failure) {
      setProblem(describeError(failure));
    } finally {
      setToDelete(null);
    }
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <PlanFacts plan={plan} />
      {plan.drawings.length > 1 && (
        <TextField
          select
          size="small"
          label={t('measure.drawing')}
          value={drawing?._id ?? ''}
          onChange={(event) => setChosenDrawing(event.target.value)}
          sx={{ m: 1 }}
        >
          {plan.drawings.map((d) => (
            <MenuItem key={d._id} value={d._id}>
              {d.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      {drawing ? (
        // On a phone (the pane as tall as its content) the drawing with its tools takes most of the
        // screen; beside the sheet it takes what the facts and the register leave.
        <Box
          sx={{
            display: 'flex',
            flexDirection: 'column',
            flex: 1,
            minHeight: { xs: DRAWING_PHONE_MIN_HEIGHT, md: 360 },
          }}
        >
          <TakeoffViewer
            key={drawing._id}
            mapId={mapId}
            drawing={drawing}
            measurements={measurements}
            canEdit={canEdit}
            selectedId={selectedId}
            onSelect={setSelectedId}
            onRepriced={setRepricing}
          />
        </Box>
      ) : (
        <Typography color="text.secondary" sx={{ p: 2 }}>
          {t('measure.noDrawings')}
        </Typography>
      )}
      {repricing && (repricing.repricedSheets.length > 0 || repricing.changedCompletedSheets.length > 0) && (
        <Alert
          severity="info"
          onClose={() => setRepricing(null)}
          sx={{ m: 0.5 }}
          data-testid="repriced-sheets"
        >
          {repricing.repricedSheets.length > 0 && (
            <div>{t('measure.repriced', { sheets: sheetNames(repricing.repricedSheets) })}</div>
          )}
          {repricing.changedCompletedSheets.length > 0 && (
            <div>
              {t('measure.completedChanged', { sheets: sheetNames(repricing.changedCompletedSheets) })}
            </div>
          )}
        </Alert>
      )}
      {problem && (
        <Alert severity="error" onClose={() => setProblem(null)} sx={{ m: 0.5 }}>
          {problem}
        </Alert>
      )}
      <Box
        component="section"
        aria-labelledby="measurement-register-title"
        // Scrolls down only: the register folds its columns to the pane's width (see
        // MeasurementRegister), so its title and downloads never slide out of sight sideways.
        sx={{ maxHeight: 180, overflowY: 'auto', overflowX: 'hidden', borderTop: 1, borderColor: 'divider' }}
      >
        <Stack
          direction="row"
          spacing={1}
          sx={{ px: 1, pt: 0.5, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
        >
          <Typography id="measurement-register-title" variant="subtitle2" component="h2">
            {t('measure.register.title')}
          </Typography>
          {measurements.length > 0 && <TakeoffSheetDownloads mapId={mapId} mapTitle={plan.title} />}
        </Stack>
        <MeasurementRegister
          measurements={measurements}
          selectedId={selectedId}
          canEdit={canEdit}
          onOpen={open}
          onDelete={setToDelete}
        />
      </Box>
      <ConfirmDialog
        open={toDelete !== null}
        title={t('measure.deleteTitle', { name: toDelete?.name ?? '' })}
        confirmLabel={t('measure.deleteConfirm')}
        cancelLabel={t('measure.deleteCancel')}
        onConfirm={() => toDelete && void remove(toDelete)}
        onCancel={() => setToDelete(null)}
        isBusy={isDeleting}
        isDestructive
      >
        {t('measure.deleteBody')}
      </ConfirmDialog>
    </Box>
  );
}
