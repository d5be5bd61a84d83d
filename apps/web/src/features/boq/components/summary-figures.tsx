import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import DoNotDisturbIcon from '@mui/icons-material/DoNotDisturbAlt';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useTranslation } from 'react-i18next';
import type { BoqResponse, Language, SheetStatus, TradeId } from '@kadirio/domain';
import { formatNumber, formatTzs } from '../../../lib/format';

type Summary = BoqResponse['summary'];

interface TradeTotalsTableProps {
  summary: Summary;
  language: Language;
  /** Staff: each trade links to its sheet and shows its status. */
  hrefOf?: (trade: TradeId) => string;
  statusOf?: (trade: TradeId) => SheetStatus | undefined;
}

/** Every trade's subtotal, labour and total, in sidebar order. */
export function TradeTotalsTable({ summary, language, hrefOf, statusOf }: TradeTotalsTableProps) {
  const { t } = useTranslation();
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" sx={{ minWidth: 560 }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('boqClient.trade')}</TableCell>
            <TableCell align="right">{t('boqWorkspace.subtotal')}</TableCell>
            <TableCell align="right">{t('boqWorkspace.labour')}</TableCell>
            <TableCell align="right">{t('boqWorkspace.total')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {summary.trades.map((trade) => {
            const name = language === 'sw' ? trade.nameSw : trade.nameEn;
            const status = statusOf?.(trade.trade);
            return (
              <TableRow key={trade.trade} hover>
                <TableCell>
                  {hrefOf ? (
                    <Link component={RouterLink} to={hrefOf(trade.trade)}>
                      {name}
                    </Link>
                  ) : (
                    name
                  )}
                  {status === 'completed' && (
                    <CheckCircleIcon
                      fontSize="small"
                      color="success"
                      titleAccess={t('boqWorkspace.status.completed')}
                      sx={{ ml: 0.5, verticalAlign: 'text-bottom' }}
                    />
                  )}
                  {status === 'notApplicable' && (
                    <DoNotDisturbIcon
                      fontSize="small"
                      color="action"
                      titleAccess={t('boqWorkspace.status.notApplicable')}
                      sx={{ ml: 0.5, verticalAlign: 'text-bottom' }}
                    />
                  )}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatNumber(trade.subtotal, language, 0)}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatNumber(trade.labour, language, 0)}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                  {formatNumber(trade.total, language, 0)}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Preliminaries, measured works, contingency, VAT, grand total and cost per m² (docs/product.md §4). */
export function SummaryFigures({ summary, language }: { summary: Summary; language: Language }) {
  const { t } = useTranslation();
  const row = (label: ReactNode, value: string, isTotal = false) => (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        gap: 2,
        py: 0.75,
        borderTop: isTotal ? 2 : 0,
        borderColor: 'divider',
      }}
    >
      <Box component="dt" sx={{ fontWeight: isTotal ? 700 : 400 }}>
        {label}
      </Box>
      <Box
        component="dd"
        sx={{
          m: 0,
          fontWeight: isTotal ? 700 : 600,
          whiteSpace: 'nowrap',
          fontSize: isTotal ? 20 : undefined,
        }}
      >
        {value}
      </Box>
    </Box>
  );
  return (
    <Box component="dl" sx={{ m: 0 }}>
      {row(t('boqWorkspace.preliminaries'), formatTzs(summary.preliminaries, language))}
      {row(t('boqWorkspace.measuredWorks'), formatTzs(summary.measuredWorks, language))}
      {row(t('boqWorkspace.subtotal'), formatTzs(summary.subtotal, language))}
      {row(
        t('boqWorkspace.contingency', { percent: formatNumber(summary.contingencyPercent, language) }),
        formatTzs(summary.contingency, language),
      )}
      {summary.ratesIncludeVat !== true &&
        row(
          t('boqWorkspace.vat', { percent: formatNumber(summary.vatPercent, language) }),
          formatTzs(summary.vat, language),
        )}
      {row(t('boqWorkspace.grandTotal'), formatTzs(summary.grandTotal, language), true)}
      {summary.ratesIncludeVat === true && (
        // Shop rates include VAT (docs/takeoff.md, "Revision 2 — pricing", VAT): the VAT inside the
        // grand total is a note under it, not a row of the sum above it.
        <Typography variant="body2" color="text.secondary" role="note" sx={{ textAlign: 'right' }}>
          <span>
            {t('pricingRevision2.vatIncluded', { percent: formatNumber(summary.vatPercent, language) })}
          </span>
          : {formatTzs(summary.vatIncluded ?? 0, language)}
        </Typography>
      )}
      {summary.costPerSquareMetre !== null && (
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'right' }}>
          {t('boqWorkspace.costPerSquareMetre')}: {formatTzs(summary.costPerSquareMetre, language)}
        </Typography>
      )}
    </Box>
  );
}
