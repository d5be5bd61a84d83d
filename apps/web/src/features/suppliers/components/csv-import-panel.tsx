import { useId, useMemo, useState, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import { useTranslation } from 'react-i18next';
import { parsePriceListCsv, type PriceListCsvRow } from '@kadirio/domain';
import { translateCsvError } from '../csv-messages';
import { CsvPreview, previewLines } from './csv-preview';

/** A price list file is a few kilobytes; anything this large is the wrong file. */
const MAX_FILE_BYTES = 512 * 1024;

/** FileReader rather than `file.text()`: the same in every browser and in jsdom. */
function readAsText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsText(file);
  });
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
  const inputId = useId();
  const [text, setText] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);

  const result = useMemo(() => (text.trim() === '' ? null : parsePriceListCsv(text)), [text]);
  const fileErrors = result?.errors.filter((error) => error.line === 0) ?? [];
  const preview = useMemo(() => previewLines(text, result, t), [result, text, t]);

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

      {preview.length > 0 && <CsvPreview preview={preview} goodCount={goodRows.length} badCount={badCount} />}

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
