import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { Language, SummarySection } from '@kadirio/domain';
import { formatPercent, formatTzs } from '../../../lib/format';

const PALETTE = [
  '#1b5e20',
  '#0d47a1',
  '#e65100',
  '#4a148c',
  '#006064',
  '#b71c1c',
  '#827717',
  '#3e2723',
  '#01579b',
  '#880e4f',
  '#33691e',
  '#263238',
];

const SIZE = 200;
const RADIUS = 80;
const STROKE = 36;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * Each section's share of the BOQ as a ring (hand-drawn SVG: no chart library to download) and a
 * legend that says every share in words, so the ring itself is decoration for screen readers.
 */
export function SectionShareChart({
  sections,
  language,
}: {
  sections: readonly SummarySection[];
  language: Language;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const titleId = useId();
  const shown = sections.filter((section) => section.total > 0);
  // Each arc starts where the ones before it end.
  const arcs = shown.map((section, index) => ({
    section,
    length: section.share * CIRCUMFERENCE,
    offset: shown.slice(0, index).reduce((sum, before) => sum + before.share * CIRCUMFERENCE, 0),
    color: PALETTE[index % PALETTE.length] ?? '#000',
  }));

  return (
    <Box component="figure" aria-labelledby={titleId} sx={{ m: 0 }}>
      <Typography component="figcaption" variant="h3" id={titleId} sx={{ mb: 2 }}>
        {t('boqWorkspace.chartTitle')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'center', justifyContent: 'center' }}>
        <svg
          width={SIZE}
          height={SIZE}
          viewBox={`0 0 ${SIZE} ${SIZE}`}
          aria-hidden
          style={{ flexShrink: 0, transform: 'rotate(-90deg)' }}
        >
          <circle
            cx={SIZE / 2}
            cy={SIZE / 2}
            r={RADIUS}
            fill="none"
            stroke={theme.palette.action.hover}
            strokeWidth={STROKE}
          />
          {arcs.map(({ section, length, offset: start, color }) => (
            <circle
              key={section.section}
              cx={SIZE / 2}
              cy={SIZE / 2}
              r={RADIUS}
              fill="none"
              stroke={color}
              strokeWidth={STROKE}
              strokeDasharray={`${length} ${CIRCUMFERENCE - length}`}
              strokeDashoffset={-start}
            />
          ))}
        </svg>
        <Box
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.75, flex: '1 1 220px', minWidth: 0 }}
        >
          {arcs.map(({ section, color }) => (
            <Box component="li" key={section.section} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
              <Box
                aria-hidden
                sx={{ width: 12, height: 12, borderRadius: '2px', bgcolor: color, flexShrink: 0 }}
              />
              <Typography variant="body2">
                {t('boqWorkspace.chartShare', {
                  name: language === 'sw' ? section.nameSw : section.nameEn,
                  percent: formatPercent(section.share, language),
                  amount: formatTzs(section.total, language),
                })}
              </Typography>
            </Box>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
