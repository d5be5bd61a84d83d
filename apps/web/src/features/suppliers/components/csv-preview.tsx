import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorIcon from '@mui/icons-material/ErrorOutlineOutlined';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { splitCsvLine, type parsePriceListCsv, type PriceListCsvRow } from '@kadirio/domain';
import { formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { translateCsvError } from '../csv-messages';

/** One line of the file as the preview shows it: the row it reads as, or its cells and what is wrong. */
export interface PreviewLine {
  line: number;
  cells: readonly string[];
  row: PriceListCsvRow | null;
  problem: string | null;
}

/** The separator that splits the first line most, as the parser guesses it, to show a bad row's cells. */
function guessDelimiter(line: string): string {
  return [',', ';', '\t'].reduce((best, next) =>
    splitCsvLine(line, next).length > splitCsvLine(line, best).length ? next : best,
  );
}

/** Every line of the file the parser read, in file order: the good rows and the bad ones with their problem. */
export function previewLines(
  text: string,
  result: ReturnType<typeof parsePriceListCsv> | null,
  t: TFunction,
): PreviewLine[] {
  if (!result) return [];
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const delimiter = guessDelimiter(lines.find((line) => line.trim() !== '') ?? '');
  const byLine = new Map<number, PreviewLine>();
  for (const row of result.rows) {
    byLine.set(row.line, { line: row.line, cells: [], row, problem: null });
  }
  for (const error of result.errors) {
    if (error.line === 0) continue;
    byLine.set(error.line, {
      line: error.line,
      cells: splitCsvLine(lines[error.line - 1] ?? '', delimiter).map((cell) => cell.trim()),
      row: null,
      problem: translateCsvError(error.message, t),
    });
  }
  return [...byLine.values()].sort((a, b) => a.line - b.line);
}

/** The preview of a price list file: how many lines are good and bad, and each line with its result. */
export function CsvPreview({
  preview,
  goodCount,
  badCount,
}: {
  preview: readonly PreviewLine[];
  goodCount: number;
  badCount: number;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <section aria-label={t('supply.csv.preview')}>
      <Typography component="h3" variant="h6">
        {t('supply.csv.preview')}
      </Typography>
      <Typography role="status" color={badCount > 0 ? 'error' : 'text.secondary'} sx={{ mb: 1 }}>
        {t('supply.csv.summary', { good: goodCount, bad: badCount })}
      </Typography>
      <TableContainer
        sx={{ maxHeight: 360, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        <Table size="small" stickyHeader sx={{ minWidth: 520 }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('supply.csv.columns.line')}</TableCell>
              <TableCell>{t('supply.csv.columns.material')}</TableCell>
              <TableCell align="right">{t('supply.csv.columns.price')}</TableCell>
              <TableCell>{t('supply.csv.columns.quotedAt')}</TableCell>
              <TableCell>{t('supply.csv.columns.result')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {preview.map(({ line, cells, row, problem }) => (
              <TableRow
                key={line}
                data-testid={`csv-line-${line}`}
                sx={problem ? { bgcolor: (theme) => alpha(theme.palette.error.main, 0.08) } : undefined}
              >
                <TableCell>{line}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{row ? row.material : cells[0]}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {row ? formatNumber(row.price, language, 0) : cells[1]}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {row ? (row.quotedAt ?? t('supply.csv.dateOnSave')) : cells[2]}
                </TableCell>
                <TableCell>
                  {problem ? (
                    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                      <ErrorIcon fontSize="small" aria-hidden />
                      <span>{problem}</span>
                    </Stack>
                  ) : (
                    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'success.main' }}>
                      <CheckCircleIcon fontSize="small" aria-hidden />
                      <span>{t('supply.csv.ok')}</span>
                    </Stack>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </section>
  );
}
