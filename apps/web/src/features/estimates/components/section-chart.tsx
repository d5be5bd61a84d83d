import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Language, SummarySection } from '@kadirio/domain';
import { formatPercent, formatTzs } from '../../../lib/format';

/**
 * Each section's share of the building works as horizontal bars. The bars are decoration: every
 * row says its section, percentage and amount as text, so a screen reader reads a plain list.
 */
export function SectionChart({
  sections,
  language,
}: {
  sections: readonly SummarySection[];
  language: Language;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  // Bars are scaled to the largest share, so small sections stay visible next to the foundation.
  const largestShare = Math.max(...sections.map((section) => section.share), 0);

  return (
    <Box component="figure" aria-labelledby={titleId} sx={{ m: 0 }}>
      <Typography component="figcaption" variant="h3" id={titleId} sx={{ mb: 2 }}>
        {t('estimate.sections.title')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {sections.map((section) => {
          const name = language === 'sw' ? section.nameSw : section.nameEn;
          const width = largestShare > 0 ? (section.share / largestShare) * 100 : 0;
          return (
            <Box component="li" key={section.section}>
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
                  {name}
                </Typography>
                <Typography component="span" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                  {t('estimate.sections.share', {
                    percent: formatPercent(section.share, language),
                    amount: formatTzs(section.total, language),
                  })}
                </Typography>
              </Box>
              <Box
                aria-hidden
                sx={{ height: 10, borderRadius: 5, bgcolor: 'action.hover', overflow: 'hidden' }}
              >
                <Box
                  sx={{
                    height: '100%',
                    width: `${width}%`,
                    borderRadius: 5,
                    bgcolor: 'primary.main',
                    transition: 'width 200ms ease-out',
                  }}
                />
              </Box>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
