import { useState } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { labourKindOf, type BoqSheet, type Language } from '@kadirio/domain';
import { formatNumber, formatTzs } from '../../../lib/format';

interface SheetTotalsProps {
  sheet: Pick<BoqSheet, 'trade' | 'subtotal' | 'labourPercent' | 'labourOverride' | 'labour' | 'total'>;
  language: Language;
  canEditLabour: boolean;
  /** A number sets the sheet's own labour %; null goes back to the BOQ-wide % of its kind. */
  onChangeLabour?: (percent: number | null) => void;
}

function parsePercent(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) && value >= 0 && value <= 100 ? value : null;
}

/**
 * Subtotal, labour (a percentage of it: the BOQ-wide % of the trade's kind, or the sheet's own
 * override) and total of one trade.
 */
export function SheetTotals({ sheet, language, canEditLabour, onChangeLabour }: SheetTotalsProps) {
  const { t } = useTranslation();
  const [labourText, setLabourText] = useState(String(sheet.labourPercent));
  const [isOwn, setIsOwn] = useState(sheet.labourOverride !== null && sheet.labourOverride !== undefined);
  const kind = t(`pricingRevision2.kinds.${labourKindOf(sheet.trade)}`);
  const isInvalid = parsePercent(labourText) === null;
  const row = (label: React.ReactNode, amount: number, isTotal = false) => (
    <Box
      sx={{
        display: 'flex',
        // In a narrow sheet (a phone, or beside the drawing) the labour field takes the line and
        // its amount goes under it, at the right, rather than past the card's edge.
        flexWrap: 'wrap',
        justifyContent: 'space-between',
        alignItems: 'center',
        columnGap: 2,
        py: 0.75,
        borderTop: isTotal ? 2 : 0,
        borderColor: 'divider',
      }}
    >
      <Box component="dt" sx={{ fontWeight: isTotal ? 700 : 400, minWidth: 0 }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0, ml: 'auto', fontWeight: isTotal ? 700 : 600, whiteSpace: 'nowrap' }}>
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
              if (percent !== null) {
                setIsOwn(true);
                onChangeLabour?.(percent);
              }
            }}
            helperText={
              isOwn ? (
                <>
                  {t('pricingRevision2.labourOwn', { percent: formatNumber(sheet.labourPercent, language) })}{' '}
                  <Link
                    component="button"
                    type="button"
                    onClick={() => {
                      setIsOwn(false);
                      onChangeLabour?.(null);
                    }}
                  >
                    {t('pricingRevision2.labourReset')}
                  </Link>
                </>
              ) : (
                t('pricingRevision2.labourFromBoq', {
                  kind,
                  percent: formatNumber(sheet.labourPercent, language),
                })
              )
            }
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            sx={{ width: 260, maxWidth: '100%' }}
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
