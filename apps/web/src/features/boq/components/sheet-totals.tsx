import { useState } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { BoqSheet, Language } from '@kadirio/domain';
import { formatNumber, formatTzs } from '../../../lib/format';

interface SheetTotalsProps {
  sheet: Pick<BoqSheet, 'subtotal' | 'labourPercent' | 'labour' | 'total'>;
  language: Language;
  canEditLabour: boolean;
  onChangeLabour?: (percent: number) => void;
}

function parsePercent(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) && value >= 0 && value <= 100 ? value : null;
}

/** Subtotal, labour (a percentage of it, editable per sheet) and total of one trade. */
export function SheetTotals({ sheet, language, canEditLabour, onChangeLabour }: SheetTotalsProps) {
  const { t } = useTranslation();
  const [labourText, setLabourText] = useState(String(sheet.labourPercent));
  const isInvalid = parsePercent(labourText) === null;
  const row = (label: React.ReactNode, amount: number, isTotal = false) => (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'center',
        gap: 2,
        py: 0.75,
        borderTop: isTotal ? 2 : 0,
        borderColor: 'divider',
      }}
    >
      <Box component="dt" sx={{ fontWeight: isTotal ? 700 : 400 }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0, fontWeight: isTotal ? 700 : 600, whiteSpace: 'nowrap' }}>
        {formatTzs(amount, language)}
      </Box>
    </Box>
  );
  return (
    <Box component="dl" sx={{ m: 0, mt: 2, ml: 'auto', maxWidth: 420 }}>
      {row(t('boqWorkspace.subtotal'), sheet.subtotal)}
      {row(
        canEditLabour ? (
          <TextField
            label={t('boqWorkspace.labourPercent')}
            size="small"
            value={labourText}
            error={isInvalid}
            autoComplete="off"
            onChange={(event) => {
              setLabourText(event.target.value);
              const percent = parsePercent(event.target.value);
              if (percent !== null) onChangeLabour?.(percent);
            }}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            sx={{ width: 130 }}
          />
        ) : (
          `${t('boqWorkspace.labour')} (${formatNumber(sheet.labourPercent, language)} %)`
        ),
        sheet.labour,
      )}
      {row(t('boqWorkspace.total'), sheet.total, true)}
    </Box>
  );
}
