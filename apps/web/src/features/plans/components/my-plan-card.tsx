import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import {
  canEditMap,
  hasRevisedDrawings,
  statusMessage,
  TURNAROUND_WORKING_DAYS,
  type Drawing,
  type HouseMap,
} from '@kadirio/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDescribeError } from '../../../lib/api-error';
import { formatDate } from '../../../lib/format';
import { useDeleteDrawingMutation } from '../plans.api';
import { useDrawingQueue } from '../use-drawing-queue';
import { lazyDialog } from '../../../lib/lazy-dialog';
import { useLanguage } from '../../../lib/use-language';
import { DrawingDropZone } from './drawing-drop-zone';
import { DrawingList } from './drawing-list';
import { DrawingQueueList } from './drawing-queue-list';
import { MapComments, MapFacts, MapHistory, MapLocation } from './plan-details';
import { MapStatusChip } from './plan-status-chip';

/** The edit form and the schema that checks it download when the owner opens it, not with the home. */
const EditPlanDialog = lazyDialog(() => import('./edit-plan-dialog').then((module) => module.EditPlanDialog));

const SEVERITY = {
  typecheck: 'info',
  unitcheck: 'info',
  failedcheck: 'warning',
  successful: 'success',
  failed: 'error',
} as const;

/** Adds drawings to a plan of the owner's: a draft's first ones, or revised ones after a flag. */
function DrawingUploader({ map }: { map: HouseMap }) {
  const { t } = useTranslation();
  const queue = useDrawingQueue({ existingCount: map.drawings.length, forgetUploaded: true });
  const upload = async () => {
    if (await queue.upload(map._id)) toast.success(t('maps.mine.uploaded'));
    else toast.error(t('maps.mine.uploadFailed'));
  };
  return (
    <Stack spacing={1.5}>
      <DrawingDropZone onFiles={(files) => void queue.add(files)} disabled={queue.isUploading} />
      <DrawingQueueList queue={queue} />
      {queue.pendingCount > 0 && (
        <Box>
          <Button
            variant="contained"
            startIcon={<UploadFileOutlinedIcon />}
            loading={queue.isUploading}
            onClick={() => void upload()}
          >
            {t('maps.mine.uploadSelected')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}

export interface Confirmation<T> {
  subject: T | null;
  isOpen: boolean;
}

/** Deleting one drawing of a plan the owner may still change, after a confirmation. */
function useDrawingDeletion(map: HouseMap) {
  const { t } = useTranslation();
  const describeError = useDescribeError();
  const [deleteDrawing, { isLoading }] = useDeleteDrawingMutation();
  const [confirmation, setConfirmation] = useState<Confirmation<Drawing>>({ subject: null, isOpen: false });
  const close = () => setConfirmation((current) => ({ ...current, isOpen: false }));

  const confirm = async () => {
    const target = confirmation.subject;
    if (!target) return;
    try {
      await deleteDrawing({ mapId: map._id, drawingId: target._id }).unwrap();
      toast.success(t('maps.drawings.deleted'));
    } catch (failure) {
      toast.error(describeError(failure));
    } finally {
      close();
    }
  };

  const dialog = (
    <ConfirmDialog
      open={confirmation.isOpen}
      title={t('maps.drawings.deleteTitle')}
      confirmLabel={t('maps.mine.deleteConfirm')}
      cancelLabel={t('maps.mine.cancel')}
      onConfirm={() => void confirm()}
      onCancel={close}
      isBusy={isLoading}
      isDestructive
    >
      {confirmation.subject && t('maps.drawings.deleteBody', { name: confirmation.subject.name })}
    </ConfirmDialog>
  );
  return { ask: (drawing: Drawing) => setConfirmation({ subject: drawing, isOpen: true }), dialog };
}

/** What the app shows of a plan's bill on its card (composed in: the maps feature knows no BOQ). */
export type RenderPlanBill = (map: HouseMap) => ReactNode;

export function MyPlanCard({
  map,
  onResubmit,
  onDelete,
  renderBill,
}: {
  map: HouseMap;
  onResubmit: () => void;
  onDelete: () => void;
  renderBill?: RenderPlanBill | undefined;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const isDraft = map.status === 'typecheck' && map.drawings.length === 0;
  const isFlagged = map.status === 'failedcheck';
  const canResubmit = isFlagged && hasRevisedDrawings(map);
  const canEdit = canEditMap({ status: map.status, actorRole: 'user', isOwner: true });
  const [showUploader, setShowUploader] = useState(false);
  const [isEditing, setIsEditing] = useState(false);
  // Each opening mounts a new form, so it starts from the plan as it is then.
  const [editOpenings, setEditOpenings] = useState(0);
  const openEditor = () => {
    setEditOpenings((count) => count + 1);
    setIsEditing(true);
  };
  const drawingDeletion = useDrawingDeletion(map);
  const titleId = `plan-${map._id}`;

  return (
    <Paper component="article" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography id={titleId} component="h3" variant="h3" sx={{ overflowWrap: 'anywhere' }}>
              {map.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              <MapLocation map={map} /> ·{' '}
              {t('maps.mine.sentOn', { date: formatDate(map.createdAt, language) })}
            </Typography>
          </Box>
          <MapStatusChip map={map} />
        </Stack>

        {/* Once checked, the bill is the news: "BOQ ready — TZS 56.6 M — View BOQ", or when to expect it. */}
        {map.status === 'successful' && renderBill ? (
          renderBill(map)
        ) : (
          <Alert severity={isDraft ? 'warning' : SEVERITY[map.status]}>
            {statusMessage(map.status, language, { hasDrawings: map.drawings.length > 0 })}
            {(map.status === 'typecheck' || map.status === 'unitcheck') && !isDraft && (
              <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
                {t('clientBoq.card.turnaround', TURNAROUND_WORKING_DAYS)}
              </Box>
            )}
          </Alert>
        )}

        {/* A checker's comment matters while the plan waits on the owner; once it moved on, it is resolved. */}
        {(map.status === 'failedcheck' || map.status === 'failed') && (
          <MapComments map={map} audience="owner" />
        )}
        <MapFacts map={map} />

        <Box>
          <Typography component="h4" variant="subtitle2">
            {t('maps.drawings.heading')}
          </Typography>
          <DrawingList map={map} onDelete={canEdit ? drawingDeletion.ask : undefined} />
        </Box>

        {isDraft && <DrawingUploader map={map} />}
        {isFlagged && (
          <Collapse in={showUploader} unmountOnExit>
            <DrawingUploader map={map} />
          </Collapse>
        )}

        {isFlagged && !canResubmit && (
          <Typography id={`${titleId}-resubmit-hint`} variant="body2" color="text.secondary">
            {t('maps.mine.resubmitNeedsRevision')}
          </Typography>
        )}
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          {canEdit && (
            <Button
              variant="outlined"
              startIcon={<EditOutlinedIcon />}
              onClick={openEditor}
              {...EditPlanDialog.prefetchOnIntent}
            >
              {t('maps.edit.open')}
            </Button>
          )}
          {isFlagged && (
            <>
              <Button
                variant={showUploader ? 'outlined' : 'contained'}
                startIcon={<UploadFileOutlinedIcon />}
                onClick={() => setShowUploader((shown) => !shown)}
                aria-expanded={showUploader}
              >
                {t('maps.mine.uploadRevised')}
              </Button>
              <Button
                variant="contained"
                color="secondary"
                disabled={!canResubmit}
                onClick={onResubmit}
                aria-describedby={canResubmit ? undefined : `${titleId}-resubmit-hint`}
              >
                {t('maps.mine.resubmit')}
              </Button>
            </>
          )}
          {map.status !== 'successful' && (
            <Button color="error" startIcon={<DeleteOutlinedIcon />} onClick={onDelete} sx={{ ml: 'auto' }}>
              {t('maps.mine.delete')}
            </Button>
          )}
        </Stack>

        <MapHistory map={map} />
      </Stack>
      <EditPlanDialog key={editOpenings} open={isEditing} map={map} onClose={() => setIsEditing(false)} />
      {drawingDeletion.dialog}
    </Paper>
  );
}
