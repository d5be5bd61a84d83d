import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { HouseMap } from '@kadirio/domain';
import { formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';

/** The plan's facts and every checker's comment with its author, beside the drawing. */
export function PlanFacts({ plan }: { plan: HouseMap }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const dash = '—';
  const facts = [
    [t('measure.facts.floors'), plan.floors ?? dash],
    [t('measure.facts.bedrooms'), plan.bedrooms ?? dash],
    [
      t('measure.facts.plinthArea'),
      plan.plinthArea === null ? dash : `${formatNumber(plan.plinthArea, language, 2)} m²`,
    ],
    [t('measure.facts.region'), `${plan.region}, ${plan.district}`],
  ] as const;
  const comments = plan.history.filter((step) => step.comment && step.comment.trim() !== '');
  return (
    <Box
      component="section"
      aria-label={t('measure.facts.title')}
      sx={{ px: 1, py: 0.5, borderBottom: 1, borderColor: 'divider' }}
    >
      <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0, m: 0 }}>
        {facts.map(([label, value]) => (
          <Box key={label} sx={{ display: 'flex', gap: 0.5 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}:
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      {comments.length > 0 && (
        <Box component="ul" aria-label={t('measure.facts.comments')} sx={{ m: 0, pl: 2.5 }}>
          {comments.map((step, index) => (
            <Typography component="li" variant="body2" key={index}>
              <strong>{step.byName}</strong> (
              {t(`maps.status.${step.to}` as 'maps.status.successful', { defaultValue: step.to })}):{' '}
              {step.comment}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}
