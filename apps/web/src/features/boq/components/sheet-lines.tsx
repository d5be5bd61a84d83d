import { useId, useRef } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { BoqLine, Language } from '@kadirio/domain';
import { useIsNarrower } from '../../../lib/use-is-narrower';
import { LineRow } from './line-row';

interface SheetLinesProps {
  lines: readonly BoqLine[];
  language: Language;
  canEditQuantity: boolean;
  canEditRate: boolean;
  onChangeQuantity: (code: string, quantity: number | null) => void;
  onEditRate: (line: BoqLine) => void;
}

/** Below this width the wide table (720 px) would hide the amounts: the lines go compact. */
const COMPACT_BELOW_PX = 700;

/**
 * The lines of a sheet: item, unit, quantity, rate, amount, and how each quantity was derived.
 * Beside the drawing the sheet's column is 470–620 px wide at a desk: there the table goes compact
 * (the unit under the quantity, narrower cells) so every amount shows without scrolling sideways.
 */
export function SheetLines({ lines, language, ...rowProps }: SheetLinesProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  const isCompact = useIsNarrower(boxRef, COMPACT_BELOW_PX);
  return (
    <section aria-labelledby={titleId}>
      <Typography id={titleId} component="h2" variant="h3" sx={{ mb: 1 }}>
        {t('boqWorkspace.lines')}
      </Typography>
      {/* Where even the compact table does not fit (a phone) it scrolls sideways. It is a size
          container so a line's derivation (a row across all the columns) is as wide as what shows. */}
      <TableContainer ref={boxRef} sx={{ overflowX: 'auto', containerType: 'inline-size' }}>
        <Table
          size="small"
          data-layout={isCompact ? 'compact' : 'wide'}
          sx={isCompact ? { minWidth: 420, '& .MuiTableCell-root': { px: 0.75 } } : { minWidth: 720 }}
        >
          <TableHead>
            <TableRow>
              <TableCell>{t('boqWorkspace.columns.item')}</TableCell>
              {!isCompact && <TableCell>{t('boqWorkspace.columns.unit')}</TableCell>}
              <TableCell align="right">{t('boqWorkspace.columns.quantity')}</TableCell>
              <TableCell align="right">{t('boqWorkspace.columns.rate')}</TableCell>
              <TableCell align="right">{t('boqWorkspace.columns.amount')}</TableCell>
              <TableCell align="right">{t('catalogue.columns.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.map((line) => (
              <LineRow key={line.code} line={line} language={language} isCompact={isCompact} {...rowProps} />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </section>
  );
}
