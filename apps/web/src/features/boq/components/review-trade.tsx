import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { ReviewInput, ReviewSheet } from '@kadirio/domain';
import { useDescribeError } from '../../../lib/api-error';
import { formatTzs } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { useCompleteBoqSheetMutation } from '../boq.api';
import { useSetBoqSheetReviewedMutation } from '../boq-review.api';
import { tradeHref } from '../boq-routes';
import { ReviewDrawing, ReviewSourceChips, ReviewValue, useInputLabel } from './review-input';
import { tradeName } from './sheet-header';

interface ReviewTradeProps {
  mapId: string;
  sheet: ReviewSheet;
  /** The inputs the filters show (all of them, or those not left at their default). */
  inputs: readonly ReviewInput[];
  canEditSheets: boolean;
  /** A table at a desk; one card per input on a phone, so nothing scrolls sideways. */
  isWide: boolean;
}

/** One trade in the review: its inputs, and from here its review mark, its sheet and its completion. */
export function ReviewTrade({ mapId, sheet, inputs, canEditSheets, isWide }: ReviewTradeProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const describeError = useDescribeError();
  const [setReviewed, { isLoading: isMarking }] = useSetBoqSheetReviewedMutation();
  const [complete, { isLoading: isCompleting }] = useCompleteBoqSheetMutation();
  const name = tradeName(sheet, language);
  const isDraft = sheet.status === 'draft';
  const titleId = `review-${sheet.trade}`;

  const toggleReviewed = async (reviewed: boolean) => {
    try {
      await setReviewed({ mapId, trade: sheet.trade, reviewed }).unwrap();
    } catch (failure) {
      toast.error(describeError(failure));
    }
  };
  const completeSheet = async () => {
    try {
      await complete({ mapId, trade: sheet.trade, version: sheet.version }).unwrap();
      toast.success(t('boqReview.completed', { name }));
    } catch (failure) {
      toast.error(describeError(failure));
    }
  };

  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Stack
        direction="row"
        useFlexGap
        spacing={1}
        sx={{ flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography
            id={titleId}
            variant="h3"
            component="h2"
            sx={{ fontSize: '1.1rem', overflowWrap: 'anywhere' }}
          >
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {sheet.hasQuantities
              ? t('boqReview.total', { amount: formatTzs(sheet.total, language) })
              : t('boqReview.noQuantities')}
            {sheet.reviewedBy && ` · ${t('boqReview.reviewedBy', { name: sheet.reviewedBy.name })}`}
          </Typography>
        </Box>
        <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <Chip
            size="small"
            label={t(`boqWorkspace.status.${sheet.status}`)}
            color={isDraft ? 'default' : 'success'}
          />
          {isDraft && (
            <FormControlLabel
              control={
                <Checkbox
                  checked={sheet.reviewed}
                  disabled={!canEditSheets || isMarking}
                  onChange={(event) => void toggleReviewed(event.target.checked)}
                />
              }
              label={t('boqReview.reviewed')}
              sx={{ mr: 0 }}
            />
          )}
          <Button component={RouterLink} to={tradeHref(sheet.trade, mapId)} size="small">
            {t('boqReview.openSheet')}
          </Button>
          {canEditSheets && isDraft && (
            <Button
              size="small"
              variant="outlined"
              color="success"
              disabled={!sheet.hasQuantities || !sheet.reviewed}
              loading={isCompleting}
              onClick={() => void completeSheet()}
              aria-label={`${t('boqReview.complete')}: ${name}`}
            >
              {t('boqReview.complete')}
            </Button>
          )}
        </Stack>
      </Stack>
      {isWide ? (
        <InputTable mapId={mapId} sheet={sheet} inputs={inputs} />
      ) : (
        <InputCards mapId={mapId} sheet={sheet} inputs={inputs} />
      )}
    </Paper>
  );
}

type InputsProps = Pick<ReviewTradeProps, 'mapId' | 'sheet' | 'inputs'>;

function InputTable({ mapId, sheet, inputs }: InputsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const labelOf = useInputLabel();
  return (
    <Table size="small" aria-label={tradeName(sheet, language)}>
      <TableHead>
        <TableRow>
          <TableCell>{t('boqReview.input')}</TableCell>
          <TableCell align="right">{t('boqReview.value')}</TableCell>
          <TableCell>{t('boqReview.source')}</TableCell>
          <TableCell>{t('boqReview.difference')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {inputs.map((input) => (
          <TableRow key={input.field}>
            <TableCell>{labelOf(input.field)}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              <ReviewValue input={input} language={language} />
            </TableCell>
            <TableCell>
              <ReviewSourceChips input={input} />
            </TableCell>
            <TableCell>
              <ReviewDrawing input={input} trade={sheet.trade} mapId={mapId} language={language} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function InputCards({ mapId, sheet, inputs }: InputsProps) {
  const language = useLanguage();
  const labelOf = useInputLabel();
  return (
    <Stack
      component="ul"
      spacing={1}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
      aria-label={tradeName(sheet, language)}
    >
      {inputs.map((input) => (
        <Box
          component="li"
          key={input.field}
          sx={{ borderTop: 1, borderColor: 'divider', pt: 1, minWidth: 0 }}
        >
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {labelOf(input.field)}
            </Typography>
            <Typography
              variant="body2"
              sx={{ fontWeight: 600, overflowWrap: 'anywhere', textAlign: 'right' }}
            >
              <ReviewValue input={input} language={language} />
            </Typography>
          </Stack>
          <Box sx={{ mt: 0.5 }}>
            <ReviewSourceChips input={input} />
          </Box>
          {(input.marks.length > 0 || input.problem !== null) && (
            <Box sx={{ mt: 0.5 }}>
              <ReviewDrawing input={input} trade={sheet.trade} mapId={mapId} language={language} />
            </Box>
          )}
        </Box>
      ))}
    </Stack>
  );
}
