import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { getTrade, type BoqRevisionDiff, type Language, type LineDiff } from '@kadirio/domain';
import { formatNumber, formatTzs } from '../../../lib/format';
import { useIsPhone } from '../../../lib/use-is-phone';
import { unitName } from '../../../lib/units';
import { PHONE_CARD_SX } from '../../../components/phone-card';

/** A signed amount: "+TZS 310,619" or "−TZS 12,000"; zero without a sign. */
export function signed(amount: number, language: Language): string {
  if (amount === 0) return formatTzs(0, language);
  return `${amount > 0 ? '+' : '−'}${formatTzs(Math.abs(amount), language)}`;
}

/** "4.5 → 6" when it moved, the one value when not, "—" for a side that does not exist. */
function fromTo(before: number | undefined, after: number | undefined, language: Language, digits = 2) {
  const show = (value: number | undefined) =>
    value === undefined ? '—' : formatNumber(value, language, digits);
  return before === after ? show(after) : `${show(before)} → ${show(after)}`;
}

function lineName(line: LineDiff, language: Language): string {
  const trade = getTrade(line.trade);
  const description = language === 'sw' && line.descriptionSw ? line.descriptionSw : line.description;
  return `${description} (${language === 'sw' ? trade.nameSw : trade.nameEn})`;
}

/**
 * The changed lines on a phone: one card a line, the change of its amount on the first line, so
 * nothing is hidden sideways (the four-column table was 391 px in a 282 px box).
 */
function LineChangeCards({ lines, language }: { lines: readonly LineDiff[]; language: Language }) {
  const { t } = useTranslation();
  return (
    <Box component="ul" aria-label={t('boqIssue.lines')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {lines.map((line) => (
        <Box component="li" key={`${line.trade}:${line.code}`} sx={PHONE_CARD_SX}>
          <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {lineName(line, language)}
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
            {signed((line.after?.amount ?? 0) - (line.before?.amount ?? 0), language)}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ gridColumn: '1 / -1' }}>
            {t(`boqIssue.change.${line.change}`)} · {t('boqIssue.columns.quantity')}{' '}
            {fromTo(line.before?.quantity, line.after?.quantity, language)} {unitName(line.unit, language)} ·{' '}
            {t('boqIssue.columns.rate')} {fromTo(line.before?.rate, line.after?.rate, language, 0)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * What changed from one revision to the next, as staff check it before issuing and as the client
 * reads it: the grand total, the sections that moved, and every line added, removed or changed.
 */
export function RevisionDiffView({
  diff,
  previous,
  reason,
  language,
  titled = true,
}: {
  diff: BoqRevisionDiff;
  previous: number;
  reason: string | null;
  language: Language;
  /** False where a panel around it already names it. */
  titled?: boolean;
}) {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const moved = [
    ...diff.sections
      .filter((section) => section.change !== 0)
      .map((section) => ({ name: language === 'sw' ? section.nameSw : section.nameEn, ...section })),
    ...(diff.contingency.change === 0 ? [] : [{ name: t('boqIssue.contingency'), ...diff.contingency }]),
    ...(diff.vat.change === 0 ? [] : [{ name: t('boqIssue.vat'), ...diff.vat }]),
  ];
  return (
    <Stack spacing={1.5} component="section" aria-label={t('boqIssue.changesTitle', { revision: previous })}>
      {titled && (
        <Typography component="h3" variant="h3">
          {t('boqIssue.changesTitle', { revision: previous })}
        </Typography>
      )}
      {reason && <Typography sx={{ fontStyle: 'italic' }}>{t('boqIssue.why', { reason })}</Typography>}
      <Typography sx={{ fontWeight: 600 }}>
        {t('boqIssue.grandTotalChange', {
          before: formatTzs(diff.grandTotal.before, language),
          after: formatTzs(diff.grandTotal.after, language),
          change: signed(diff.grandTotal.change, language),
        })}
      </Typography>
      {moved.length > 0 && (
        <Box component="ul" aria-label={t('boqIssue.sections')} sx={{ m: 0, pl: 3 }}>
          {moved.map((item) => (
            <li key={item.name}>
              {item.name}: {signed(item.change, language)}
            </li>
          ))}
        </Box>
      )}
      {diff.lines.length === 0 ? (
        <Typography color="text.secondary">{t('boqIssue.noLineChanges')}</Typography>
      ) : isPhone ? (
        <LineChangeCards lines={diff.lines} language={language} />
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('boqIssue.lines')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('boqIssue.columns.item')}</TableCell>
                <TableCell align="right">{t('boqIssue.columns.quantity')}</TableCell>
                <TableCell align="right">{t('boqIssue.columns.rate')}</TableCell>
                <TableCell align="right">{t('boqIssue.columns.amount')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {diff.lines.map((line) => (
                <TableRow key={`${line.trade}:${line.code}`}>
                  <TableCell>
                    <Typography variant="body2">{lineName(line, language)}</Typography>
                    <Typography variant="caption" color="text.secondary">
                      {t(`boqIssue.change.${line.change}`)} · {unitName(line.unit, language)}
                    </Typography>
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {fromTo(line.before?.quantity, line.after?.quantity, language)}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {fromTo(line.before?.rate, line.after?.rate, language, 0)}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {signed((line.after?.amount ?? 0) - (line.before?.amount ?? 0), language)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Stack>
  );
}
