import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Language } from '@kadirio/domain';
import { formatDateTime, formatTzs } from '../../../lib/format';

/**
 * Where the client stands with the revision on screen: `accepted` by them, `open` (the newest,
 * not accepted yet), or `superseded` by a later one.
 */
export type RevisionState = { kind: 'accepted' } | { kind: 'open' } | { kind: 'superseded'; latest: number };

/**
 * The bill's payoff, first on the page: its grand total and which revision it is, issued when and
 * (for the owner) where they stand with it — on a 360 × 740 phone it sits above the tabs,
 * the downloads and the changes (docs/product.md, "The client's bill").
 */
export function BillHeadline({
  grandTotal,
  revision,
  issuedAt,
  state,
  language,
}: {
  grandTotal: number;
  revision: number;
  issuedAt: string;
  state?: RevisionState | undefined;
  language: Language;
}) {
  const { t } = useTranslation();
  const label = t('boqClient.headline.grandTotal');
  return (
    <Box
      component="section"
      aria-label={label}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 2, rowGap: 0.5 }}
    >
      <Box sx={{ flex: '1 1 auto', minWidth: 0 }}>
        <Typography variant="body2" color="text.secondary" component="p">
          {label}
        </Typography>
        <Typography
          component="p"
          sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' }, fontWeight: 700, lineHeight: 1.2 }}
          data-testid="bill-grand-total"
        >
          {formatTzs(grandTotal, language)}
        </Typography>
        <Typography color="text.secondary">
          {t('boqClient.revision', { revision, time: formatDateTime(issuedAt, language) })}
        </Typography>
      </Box>
      {state && (
        <Chip
          size="small"
          sx={{ height: 'auto', py: 0.25, '& .MuiChip-label': { whiteSpace: 'normal' } }}
          color={state.kind === 'accepted' ? 'success' : state.kind === 'open' ? 'warning' : 'default'}
          label={t(`boqClient.headline.${state.kind}`, {
            revision,
            latest: state.kind === 'superseded' ? state.latest : revision,
          })}
        />
      )}
    </Box>
  );
}
