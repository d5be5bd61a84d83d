import { useId } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { BoqLine, Language } from '@kadirio/domain';
import { LineRow } from './line-row';

interface SheetLinesProps {
  lines: readonly BoqLine[];
  language: Language;
  canEditQuantity: boolean;
  canEditRate: boolean;
  onChangeQuantity: (code: string, quantity: number | null) => void;
  onEditRate: (line: BoqLine) => void;
}

/** The lines of a sheet: item, unit, quantity, rate, amount, and how each quantity was derived. */
export function SheetLines({ lines, language, ...rowProps }: SheetLinesProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <Typography id={titleId} component="h2" variant="h3" sx={{ mb: 1 }}>
        {t('boqWorkspace.lines')}
      </Typography>
      {/* On a phone the table keeps its columns and scrolls sideways. It is a size container so a
          line's derivation (a row across all the columns) can be as wide as what shows of it. */}
      <TableContainer sx={{ overflowX: 'auto', containerType: 'inline-size' }}>
        <Table size="small" sx={{ minWidth: 720 }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('boqWorkspace.columns.item')}</TableCell>
              <TableCell>{t('boqWorkspace.columns.unit')}</TableCell>
              <TableCell align="right">{t('boqWorkspace.columns.quantity')}</TableCell>
              <TableCell align="right">{t('boqWorkspace.columns.rate')}</TableCell>
              <TableCell align="right">{t('boqWorkspace.columns.amount')}</TableCell>
              <TableCell align="right">{t('catalogue.columns.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.map((line) => (
              <LineRow key={line.code} line={line} language={language} {...rowProps} />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </section>
  );
}
