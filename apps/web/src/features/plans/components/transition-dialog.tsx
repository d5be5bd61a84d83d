import { useId, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { findWorkflowMove, MAP_LIMITS, type HouseMap, type MapStatus } from '@kadirio/domain';
import { useDescribeError } from '../../../lib/api-error';
import { useTransitionMapMutation } from '../plans.api';

/** A move someone asked for: the plan, where to, and the words of the button that asked. */
export interface TransitionRequest {
  map: HouseMap;
  to: MapStatus;
  /** The action's name: the dialog's title and its confirm button. Admin moves use a generic title. */
  label?: string;
  /** Offer an optional note (staff); a move that needs a comment always asks for one. */
  withComment?: boolean;
}

/**
 * Confirms one workflow move. When the move must carry a comment (a flagged problem, a
 * rejection's reason) the field is required here as on the server; the client reads it.
 */
export function TransitionDialog({
  request,
  open,
  onClose,
}: {
  request: TransitionRequest | null;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const describeError = useDescribeError();
  const titleId = useId();
  const formId = useId();
  const [transition, { isLoading }] = useTransitionMapMutation();
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);

  const move = request ? findWorkflowMove(request.map.status, request.to) : undefined;
  const isRequired = move?.commentField !== undefined;
  const isReason = move?.commentField === 'suggestionOnMap';
  const showComment = isRequired || (request?.withComment ?? true);

  const close = () => {
    if (isLoading) return;
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!request) return;
    const text = comment.trim();
    if (isRequired && text === '') {
      setError(isReason ? t('maps.validation.reasonRequired') : t('maps.validation.commentRequired'));
      return;
    }
    if (text.length > MAP_LIMITS.commentMax) {
      setError(t('maps.validation.commentTooLong', { max: MAP_LIMITS.commentMax }));
      return;
    }
    try {
      await transition({
        id: request.map._id,
        body: text === '' ? { to: request.to } : { to: request.to, comment: text },
      }).unwrap();
      toast.success(t(`maps.transition.done.${request.to}`, { title: request.map.title }));
      setComment('');
      setError(null);
      onClose();
    } catch (failure) {
      toast.error(describeError(failure));
      onClose();
    }
  };

  const title = request
    ? (request.label ??
      t('maps.transition.moveTitle', { title: request.map.title, status: t(`maps.status.${request.to}`) }))
    : '';
  const commentLabel = isReason
    ? t('maps.transition.reason')
    : isRequired
      ? t('maps.transition.commentRequired')
      : t('maps.transition.comment');

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      slotProps={{
        transition: {
          onExited: () => {
            setComment('');
            setError(null);
          },
        },
      }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {request && t(`maps.transition.body.${request.to}`, { title: request.map.title })}
        </DialogContentText>
        <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
          {showComment && (
            <TextField
              label={commentLabel}
              value={comment}
              onChange={(event) => {
                setComment(event.target.value);
                setError(null);
              }}
              error={error !== null}
              helperText={error ?? t('maps.transition.commentHint')}
              multiline
              minRows={3}
              fullWidth
              autoFocus={isRequired}
              slotProps={{ htmlInput: { maxLength: MAP_LIMITS.commentMax } }}
            />
          )}
        </form>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={isLoading}>
          {t('maps.transition.cancel')}
        </Button>
        <Button
          type="submit"
          form={formId}
          variant="contained"
          color={request?.to === 'failed' ? 'error' : 'primary'}
          loading={isLoading}
        >
          {request?.label ?? t('maps.transition.confirmMove')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
