import { useId, useMemo } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { budgetByStage, type HouseEstimate, type Language } from '@kadirio/domain';
import { formatPercent, formatTzs } from '../../../lib/format';

/**
 * The estimate by building stage (docs/product.md, "Budget by building stage"): what msingi, boma,
 * lenta, paa, finishing and services each cost, contingency and VAT shared out as the domain's
 * `budgetByStage` does for an issued bill, so the stages add up to the grand total to the
 * shilling. The bars are decoration: each row says its stage, share and amount as text.
 */
export function StageTotals({ estimate, language }: { estimate: HouseEstimate; language: Language }) {
  const { t } = useTranslation();
  const titleId = useId();
  const stages = useMemo(
    () => budgetByStage({ sheets: estimate.trades, summary: estimate.summary }),
    [estimate],
  );
  const { grandTotal } = estimate.summary;
  // Bars are scaled to the largest stage, so small stages stay visible next to the foundation.
  const largest = Math.max(...stages.map((stage) => stage.total), 0);

  return (
    <Box component="figure" aria-labelledby={titleId} sx={{ m: 0 }} data-testid="estimate-stages">
      <Typography component="figcaption" variant="h3" id={titleId} sx={{ mb: 0.5 }}>
        {t('estimate.stages.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('estimate.stages.intro')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {stages.map((stage) => (
          <Box component="li" key={stage.stage} data-stage={stage.stage}>
            <Box
              sx={{
                display: 'flex',
                justifyContent: 'space-between',
                flexWrap: 'wrap',
                columnGap: 1,
                mb: 0.5,
              }}
            >
              <Typography component="span" sx={{ fontWeight: 600 }}>
                {t(`clientBoq.stages.names.${stage.stage}`)}
              </Typography>
              <Typography component="span" sx={{ whiteSpace: 'nowrap' }}>
                <Box component="span" sx={{ color: 'text.secondary', mr: 1 }}>
                  {formatPercent(grandTotal > 0 ? stage.total / grandTotal : 0, language)}
                </Box>
                <Box component="span" sx={{ fontWeight: 600 }} data-testid="estimate-stage-total">
                  {formatTzs(stage.total, language)}
                </Box>
              </Typography>
            </Box>
            <Box aria-hidden sx={{ height: 8, borderRadius: 4, bgcolor: 'action.hover', overflow: 'hidden' }}>
              <Box
                sx={{
                  height: '100%',
                  width: `${largest > 0 ? (stage.total / largest) * 100 : 0}%`,
                  borderRadius: 4,
                  bgcolor: 'primary.main',
                  transition: 'width 200ms ease-out',
                }}
              />
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
