import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { BoqLine, BoqResponse, Language, TradeId } from '@kadirio/domain';
import { formatNumber, formatTzs } from '../../../lib/format';
import { formatQuantity } from '../../../lib/units';
import { PHONE_CARD_SX } from '../../../components/phone-card';

/**
 * The bill on a phone: one card a row, the amount on the row's first line, right-aligned, so
 * every amount is read without scrolling sideways (a 360 px screen holds no 6-column table).
 */
const cardSx = { ...PHONE_CARD_SX, breakInside: 'avoid' } as const;

export function LineCards({ lines, language }: { lines: readonly BoqLine[]; language: Language }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {lines.map((line) => (
        <Box component="li" key={line.code} sx={cardSx}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {language === 'sw' && line.descriptionSw ? line.descriptionSw : line.description}
          </Typography>
          <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
            {formatNumber(line.amount, language, 0)}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ gridColumn: '1 / -1' }}>
            {formatQuantity(line.quantity, line.unit, language)} × {formatNumber(line.rate, language, 0)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** Every trade's total as a list, each linking to its lines. */
export function TradeTotalCards({
  summary,
  language,
  hrefOf,
}: {
  summary: BoqResponse['summary'];
  language: Language;
  hrefOf?: (trade: TradeId) => string;
}) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {summary.trades.map((trade) => {
        const name = language === 'sw' ? trade.nameSw : trade.nameEn;
        return (
          <Box component="li" key={trade.trade} sx={cardSx}>
            <Typography sx={{ overflowWrap: 'anywhere' }}>
              {hrefOf ? (
                <Link component={RouterLink} to={hrefOf(trade.trade)}>
                  {name}
                </Link>
              ) : (
                name
              )}
            </Typography>
            <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
              {formatTzs(trade.total, language)}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
