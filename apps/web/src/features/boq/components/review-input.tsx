import { Link as RouterLink } from 'react-router';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Language, ReviewInput, ReviewSource, TradeId } from '@kadirio/domain';
import { formatNumber } from '../../../lib/format';
import { tradeHref } from '../boq-routes';

/**
 * The cells of one input in the review table (docs/product.md §4, "One review screen"): its
 * label, value, source and how far it is from the marks, shared by the table and the phone's cards.
 */

const SOURCE_COLOUR: Readonly<Record<ReviewSource, 'primary' | 'secondary' | 'default' | 'info'>> = {
  mark: 'primary',
  namedQuantity: 'info',
  typed: 'secondary',
  proposal: 'default',
  default: 'default',
};

/** The input's label, with its unit (`boqInputs.<field>`, as on the sheet's calculator). */
export function useInputLabel() {
  const { t } = useTranslation();
  return (field: string) => t(`boqInputs.${field}` as 'boqInputs.area', { defaultValue: field });
}

export function ReviewValue({ input, language }: { input: ReviewInput; language: Language }) {
  const { t } = useTranslation();
  const { value } = input;
  if (typeof value === 'boolean') return <>{value ? t('boqReview.yes') : t('boqReview.no')}</>;
  if (typeof value === 'number') return <>{formatNumber(value, language, 4)}</>;
  return <>{value === '' ? '—' : value}</>;
}

/** Where the value came from; a proposal of something the drawing lacks says so, in warning colour. */
export function ReviewSourceChips({ input }: { input: ReviewInput }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Chip
        size="small"
        variant={input.source === 'default' ? 'outlined' : 'filled'}
        color={SOURCE_COLOUR[input.source]}
        label={t(`boqReview.sources.${input.source}`)}
      />
      {input.notOnDrawing && (
        <Chip
          size="small"
          color="warning"
          label={t('boqReview.notOnDrawing')}
          title={t('boqReview.notOnDrawingHint')}
        />
      )}
    </Stack>
  );
}

/** The marks it reads, each a link to the sheet with the mark shown on the drawing; and the difference. */
export function ReviewDrawing({
  input,
  trade,
  mapId,
  language,
}: {
  input: ReviewInput;
  trade: TradeId;
  mapId: string;
  language: Language;
}) {
  const { t } = useTranslation();
  if (input.marks.length === 0 && input.problem === null) return <>—</>;
  const { difference, modelValue } = input;
  return (
    <Stack spacing={0.25}>
      {input.expression && (
        <Typography variant="body2" component="code" sx={{ overflowWrap: 'anywhere' }}>
          {input.expression}
        </Typography>
      )}
      {input.marks.map((mark) => (
        <Link
          key={mark.measurementId}
          component={RouterLink}
          to={tradeHref(trade, mapId, mark.measurementId)}
          variant="body2"
          aria-label={t('boqReview.showMark', { name: mark.name })}
          sx={{ overflowWrap: 'anywhere' }}
        >
          {`${mark.name} (${mark.drawingName.replace(/\.pdf$/i, '')} p. ${mark.page})`}
        </Link>
      ))}
      {input.problem !== null && (
        <Typography variant="body2" color="error">
          {t('boqReview.problem', { problem: input.problem })}
        </Typography>
      )}
      {difference !== null && modelValue !== null && (
        <Typography variant="body2" color={difference === 0 ? 'success.main' : 'warning.main'}>
          {difference === 0
            ? t('boqReview.agrees')
            : t('boqReview.differenceFrom', {
                difference: `${difference > 0 ? '+' : '−'}${formatNumber(Math.abs(difference), language, 4)}`,
                model: formatNumber(modelValue, language, 4),
              })}
        </Typography>
      )}
    </Stack>
  );
}
