import { useState, type Ref } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import DoNotDisturbIcon from '@mui/icons-material/DoNotDisturbAlt';
import LockOpenIcon from '@mui/icons-material/LockOpenOutlined';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { hasQuantities, type BoqSheet, type Language } from '@kadirio/domain';
import { useDescribeError } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format';
import {
  useCompleteBoqSheetMutation,
  useMarkBoqSheetNotApplicableMutation,
  useReopenBoqSheetMutation,
} from '../boq.api';
import type { SaveState } from '../use-sheet-editor';
import { NotApplicableDialog } from './not-applicable-dialog';

export function tradeName(trade: { nameEn: string; nameSw: string }, language: Language): string {
  return language === 'sw' ? trade.nameSw : trade.nameEn;
}

const SAVE_STATE_TEXT = {
  saved: 'boqWorkspace.saved',
  pending: 'boqWorkspace.unsaved',
  saving: 'boqWorkspace.saving',
  failed: 'boqWorkspace.unsaved',
} as const;

const STATUS_COLOR = { draft: 'default', completed: 'success', notApplicable: 'default' } as const;

/**
 * The sheet's head, one compact row at a desk so the lines start high on the screen: name,
 * status, who settled it, the save state, and the actions (complete, not applicable, reopen).
 */
export function SheetHeader({
  sheet,
  language,
  canEditSheets,
  saveState,
  onFailure,
  completeRef,
}: {
  sheet: BoqSheet;
  language: Language;
  canEditSheets: boolean;
  saveState: SaveState;
  /** After a refused change: the sheet is read again. */
  onFailure: () => void;
  /** The complete/reopen button, for the keyboard shortcut. */
  completeRef?: Ref<HTMLButtonElement>;
}) {
  const { t } = useTranslation();
  const describeError = useDescribeError();
  const [complete, completing] = useCompleteBoqSheetMutation();
  const [reopen, reopening] = useReopenBoqSheetMutation();
  const [markNotApplicable, marking] = useMarkBoqSheetNotApplicableMutation();
  const [isAskingReason, setIsAskingReason] = useState(false);
  // At a desk, small buttons: beside the drawing they then fit on the title's row, and the sheet's
  // lines start one row higher. A phone keeps full-size buttons to tap.
  const theme = useTheme();
  const buttonSize = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true }) ? 'small' : 'medium';

  const isDraft = sheet.status === 'draft';
  const canComplete = hasQuantities(sheet);
  const args = { mapId: sheet.mapId, trade: sheet.trade, version: sheet.version };

  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      toast.success(done);
    } catch (failure) {
      toast.error(describeError(failure));
      onFailure();
    }
  };
  const toggle = () =>
    isDraft
      ? run(() => complete(args).unwrap(), t('boqWorkspace.completedToast'))
      : run(() => reopen(args).unwrap(), t('boqWorkspace.reopenedToast'));
  const settle = (reason: string) =>
    run(() => markNotApplicable({ ...args, reason }).unwrap(), t('boqIssue.notApplicableToast')).finally(() =>
      setIsAskingReason(false),
    );

  const settledBy =
    sheet.completedBy &&
    t(sheet.status === 'completed' ? 'boqWorkspace.completedBy' : 'boqIssue.settledBy', {
      name: sheet.completedBy.name,
      time: formatDateTime(sheet.completedAt, language),
    });

  return (
    // Beside the drawing the sheet's column is narrow: the buttons then wrap under the title, which
    // keeps at least 12rem and breaks only a word too long for a whole line.
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      useFlexGap
      spacing={1}
      sx={{ flexWrap: 'wrap', justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' } }}
    >
      <Box sx={{ minWidth: 0, flex: { sm: '1 1 12rem' } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography
            variant="h1"
            sx={{ overflowWrap: 'break-word', fontSize: { xs: '1.4rem', md: '1.6rem' } }}
          >
            {tradeName(sheet, language)}
          </Typography>
          <Chip
            size="small"
            label={t(`boqWorkspace.status.${sheet.status}`)}
            color={STATUS_COLOR[sheet.status]}
            variant={sheet.status === 'completed' ? 'filled' : 'outlined'}
          />
        </Stack>
        <Typography
          role="status"
          variant="body2"
          color={saveState === 'failed' ? 'error' : 'text.secondary'}
          sx={{ minHeight: 20 }}
        >
          {[
            settledBy,
            canEditSheets && isDraft ? t(SAVE_STATE_TEXT[saveState]) : null,
            canEditSheets && isDraft && !canComplete ? t('boqIssue.noQuantities') : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
      </Box>
      {canEditSheets && (
        <Stack
          direction="row"
          spacing={1}
          sx={{ flexShrink: 0, justifyContent: 'flex-end', '& .MuiButton-root': { whiteSpace: 'nowrap' } }}
        >
          {isDraft && (
            <Button
              size={buttonSize}
              variant="outlined"
              color="inherit"
              startIcon={<DoNotDisturbIcon />}
              disabled={saveState !== 'saved'}
              onClick={() => setIsAskingReason(true)}
            >
              {t('boqIssue.notApplicable')}
            </Button>
          )}
          <Button
            ref={completeRef}
            size={buttonSize}
            variant={isDraft ? 'contained' : 'outlined'}
            color={isDraft ? 'success' : 'primary'}
            startIcon={isDraft ? <CheckCircleOutlineIcon /> : <LockOpenIcon />}
            loading={completing.isLoading || reopening.isLoading}
            // Unsaved edits first: completing locks what the server holds. An empty sheet cannot be completed.
            disabled={saveState !== 'saved' || (isDraft && !canComplete)}
            aria-keyshortcuts="Alt+Shift+C"
            title={t('boqWorkspace.shortcutComplete')}
            onClick={() => void toggle()}
          >
            {isDraft ? t('boqWorkspace.complete') : t('boqWorkspace.reopen')}
          </Button>
        </Stack>
      )}
      {isAskingReason && (
        <NotApplicableDialog
          sheetName={tradeName(sheet, language)}
          isBusy={marking.isLoading}
          onConfirm={(reason) => void settle(reason)}
          onCancel={() => setIsAskingReason(false)}
        />
      )}
    </Stack>
  );
}
