import { useId, useMemo, useState, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorIcon from '@mui/icons-material/ErrorOutlineOutlined';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import { useTranslation } from 'react-i18next';
import { parsePriceListCsv, splitCsvLine, type PriceListCsvRow } from '@kadirio/domain';
import { formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { translateCsvError } from '../csv-messages';

/** A price list file is a few kilobytes; anything this large is the wrong file. */
const MAX_FILE_BYTES = 512 * 1024;

/** The separator that splits the first line most, as the parser guesses it, to show a bad row's cells. */
function guessDelimiter(line: string): string {
  return [',', ';', '\t'].reduce((best, next) =>
    splitCsvLine(line, next).length > splitCsvLine(line, best).length ? next : best,
  );
}

/** FileReader rather than `file.text()`: the same in every browser and in jsdom. */
function readAsText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsText(file);
  });
}

interface PreviewLine {
  line: number;
  cells: readonly string[];
  row: PriceListCsvRow | null;
  problem: string | null;
}

interface CsvImportPanelProps {
  providerName: string;
  /** How many prices the list holds now: saving replaces them all. */
  currentCount: number;
  isSaving: boolean;
  onCancel: () => void;
  onSave: (rows: readonly PriceListCsvRow[]) => void;
}

/**
 * Reads a price list from a CSV file (or pasted text) with the domain's parser and previews every
 * line: the good ones as they will be saved, the bad ones with what is wrong. Nothing is sent
 * until the admin saves; only the good rows are sent, and the button says how many.
 */
export function CsvImportPanel({
  providerName,
  currentCount,
  isSaving,
  onCancel,
  onSave,
}: CsvImportPanelProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const inputId = useId();
  const [text, setText] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);

  const result = useMemo(() => (text.trim() === '' ? null : parsePriceListCsv(text)), [text]);
  const fileErrors = result?.errors.filter((error) => error.line === 0) ?? [];
  const preview = useMemo((): PreviewLine[] => {
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
  }, [result, text, t]);

  const goodRows = result?.rows ?? [];
  const badCount = preview.filter((line) => line.problem !== null).length;

  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      setFileProblem(t('supply.csv.fileTooLarge'));
      return;
    }
    try {
      setText(await readAsText(file));
      setFileName(file.name);
      setFileProblem(null);
    } catch {
      setFileProblem(t('supply.csv.fileUnreadable'));
    }
  };

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('supply.csv.intro')}</Typography>
      <Box
        component="pre"
        sx={{
          m: 0,
          p: 1.5,
          bgcolor: 'action.hover',
          borderRadius: 1,
          fontSize: '0.85rem',
          overflowX: 'auto',
        }}
      >
        {'material,price,quotedAt\ncement-50kg,17500,2026-07-01\nsand-trip-18t,"450,000",01/07/2026'}
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <Button component="label" htmlFor={inputId} variant="outlined" startIcon={<UploadFileOutlinedIcon />}>
          {t('supply.csv.chooseFile')}
          <input
            id={inputId}
            type="file"
            accept=".csv,.txt,text/csv,text/plain"
            hidden
            onChange={(event) => void readFile(event)}
          />
        </Button>
        {fileName && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {t('supply.csv.fileRead', { name: fileName })}
          </Typography>
        )}
      </Stack>
      {fileProblem && <Alert severity="error">{fileProblem}</Alert>}
      <TextField
        label={t('supply.csv.paste')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setFileName(null);
        }}
        multiline
        minRows={4}
        maxRows={12}
        fullWidth
        slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
      />

      {fileErrors.map((error) => (
        <Alert key={error.message} severity="error">
          {translateCsvError(error.message, t)}
        </Alert>
      ))}

      {preview.length > 0 && (
        <section aria-label={t('supply.csv.preview')}>
          <Typography component="h3" variant="h6">
            {t('supply.csv.preview')}
          </Typography>
          <Typography role="status" color={badCount > 0 ? 'error' : 'text.secondary'} sx={{ mb: 1 }}>
            {t('supply.csv.summary', { good: goodRows.length, bad: badCount })}
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
                        <Stack
                          direction="row"
                          spacing={0.5}
                          sx={{ alignItems: 'center', color: 'success.main' }}
                        >
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
      )}

      {goodRows.length > 0 && (
        <Alert severity={currentCount > 0 ? 'warning' : 'info'}>
          {currentCount > 0
            ? t('supply.csv.replaceWarning', { name: providerName, count: currentCount })
            : t('supply.csv.firstList', { name: providerName })}
          {badCount > 0 && ` ${t('supply.csv.skipWarning', { count: badCount })}`}
        </Alert>
      )}

      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }} useFlexGap>
        <Button onClick={onCancel} disabled={isSaving}>
          {t('supply.csv.back')}
        </Button>
        <Button
          variant="contained"
          disabled={goodRows.length === 0 || fileErrors.length > 0}
          loading={isSaving}
          onClick={() => onSave(goodRows)}
        >
          {t('supply.csv.save', { count: goodRows.length })}
        </Button>
      </Stack>
    </Stack>
  );
}
