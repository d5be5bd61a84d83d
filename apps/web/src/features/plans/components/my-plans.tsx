import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { TablePagination } from '../../../components/lazy-table-pagination';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { HouseMap } from '@kadirio/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { useDescribeError } from '../../../lib/api-error';
import { useDeleteMapMutation, useListMapsQuery } from '../plans.api';
import { MY_PLANS_PAGE_SIZE } from '../client-plans';
import { TransitionDialog } from './transition-dialog';
import { MyPlanCard, type Confirmation, type RenderPlanBill } from './my-plan-card';

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
