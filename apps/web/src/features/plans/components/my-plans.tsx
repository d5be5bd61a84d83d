import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { TablePagination } from '../../../components/lazy-table-pagination';
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
import { EmptyState } from '../../../components/empty-state';
import { useDescribeError } from '../../../lib/api-error';
import { formatDate } from '../../../lib/format';
import { useDeleteDrawingMutation, useDeleteMapMutation, useListMapsQuery } from '../plans.api';
import { useDrawingQueue } from '../use-drawing-queue';
import { lazyDialog } from '../../../lib/lazy-dialog';
import { useLanguage } from '../../../lib/use-language';
import { DrawingDropZone } from './drawing-drop-zone';
import { DrawingList } from './drawing-list';
import { DrawingQueueList } from './drawing-queue-list';
import { MapComments, MapFacts, MapHistory, MapLocation } from './plan-details';
import { MapStatusChip } from './plan-status-chip';
import { MY_PLANS_PAGE_SIZE } from '../client-plans';
import { TransitionDialog } from './transition-dialog';

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

interface Confirmation<T> {
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

function MyPlanCard({
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

/**
 * The owner's plans, newest first: where each stands in plain words, what the checkers said,
 * its drawings and history, and what the owner can do next.
 */
export function MyPlans({ onSendPlan, renderBill }: { onSendPlan: () => void; renderBill?: RenderPlanBill }) {
  const { t } = useTranslation();
  const describeError = useDescribeError();
  const [page, setPage] = useState(0);
  const { data, isError, error, refetch } = useListMapsQuery({ page: page + 1, limit: MY_PLANS_PAGE_SIZE });
  const [deleteMap, { isLoading: isDeleting }] = useDeleteMapMutation();
  const [deletion, setDeletion] = useState<Confirmation<HouseMap>>({ subject: null, isOpen: false });
  const [resubmission, setResubmission] = useState<Confirmation<HouseMap>>({ subject: null, isOpen: false });

  const confirmDelete = async () => {
    const target = deletion.subject;
    if (!target) return;
    try {
      await deleteMap(target._id).unwrap();
      toast.success(t('maps.mine.deleted'));
      if (data?.items.length === 1 && page > 0) setPage(page - 1);
    } catch (failure) {
      toast.error(describeError(failure));
    } finally {
      setDeletion((current) => ({ ...current, isOpen: false }));
    }
  };

  if (isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {t('errors.tryAgain')}
          </Button>
        }
      >
        {t('maps.mine.loadError')} {describeError(error)}
      </Alert>
    );
  }
  if (!data) {
    return (
      <Stack
        role="status"
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', py: 4, justifyContent: 'center' }}
      >
        <CircularProgress size={24} />
        <Typography>{t('maps.mine.loading')}</Typography>
      </Stack>
    );
  }
  if (data.items.length === 0 && page === 0) {
    return (
      <EmptyState
        title={t('maps.mine.emptyTitle')}
        action={
          <Button variant="contained" onClick={onSendPlan}>
            {t('maps.send.open')}
          </Button>
        }
      >
        {t('maps.mine.emptyBody')}
      </EmptyState>
    );
  }

  return (
    <>
      <Stack spacing={2}>
        {data.items.map((map) => (
          <MyPlanCard
            key={map._id}
            map={map}
            onResubmit={() => setResubmission({ subject: map, isOpen: true })}
            onDelete={() => setDeletion({ subject: map, isOpen: true })}
            renderBill={renderBill}
          />
        ))}
      </Stack>
      {data.total > MY_PLANS_PAGE_SIZE && (
        <TablePagination
          count={data.total}
          page={page}
          rowsPerPage={MY_PLANS_PAGE_SIZE}
          rowsPerPageOptions={[]}
          onPageChange={(_event, next) => setPage(next)}
          labelDisplayedRows={({ from, to, count }) =>
            t('maps.pagination.displayedRows', { from, to, count })
          }
          getItemAriaLabel={(type) => t(`maps.pagination.${type}`)}
        />
      )}
      <ConfirmDialog
        open={deletion.isOpen}
        title={t('maps.mine.deleteTitle')}
        confirmLabel={t('maps.mine.deleteConfirm')}
        cancelLabel={t('maps.mine.cancel')}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeletion((current) => ({ ...current, isOpen: false }))}
        isBusy={isDeleting}
        isDestructive
      >
        {deletion.subject && t('maps.mine.deleteBody', { title: deletion.subject.title })}
      </ConfirmDialog>
      <TransitionDialog
        open={resubmission.isOpen}
        request={
          resubmission.subject && {
            map: resubmission.subject,
            to: 'typecheck',
            label: t('maps.actions.resubmit'),
            withComment: false,
          }
        }
        onClose={() => setResubmission((current) => ({ ...current, isOpen: false }))}
      />
    </>
  );
}
