import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { DrawingProposal } from '@kadirio/domain';
import { formatNumber } from '../../../../lib/format';
import { useLanguage } from '../../../../lib/use-language';
import type { ProposalReview } from './use-proposal-review';

/** What the dimensions say of the page's scale, in the surveyor's language (docs/takeoff.md §5.1). */
export function ScaleFindings({ proposal }: { proposal: DrawingProposal }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { scale, statedScale } = proposal;
  const lines: { text: string; warn: boolean }[] = [];
  if (scale) {
    lines.push({
      text: t('proposals.scale.found', { ratio: scale.ratio, agreeing: scale.agreeing, total: scale.total }),
      warn: false,
    });
    if (scale.clusters.length > 1)
      lines.push({
        text: t('proposals.scale.several', {
          list: scale.clusters.map((c) => `1:${c.ratio} (${c.count})`).join(', '),
        }),
        warn: true,
      });
    if (scale.disagreements.length > 0)
      lines.push({
        text: t('proposals.scale.disagreeing', {
          list: scale.disagreements
            .slice(0, 6)
            .map((d) => `“${d.text}” (1:${d.ratio})`)
            .join(', '),
        }),
        warn: true,
      });
  } else if (proposal.metresPerPoint !== null) {
    lines.push({ text: t('proposals.scale.unconfirmed'), warn: true });
  }
  if (statedScale)
    lines.push(
      statedScale.agrees
        ? { text: t('proposals.scale.statedAgrees', { stated: statedScale.statedRatio }), warn: false }
        : {
            text: t('proposals.scale.statedDisagrees', {
              stated: statedScale.statedRatio,
              found: statedScale.foundRatio,
              percent: formatNumber(Math.abs(statedScale.differencePercent), language, 1),
            }),
            warn: true,
          },
    );
  return (
    <Stack sx={{ gap: 0.25 }}>
      {lines.map((line) => (
        <Typography key={line.text} variant="body2" color={line.warn ? 'warning.main' : 'text.primary'}>
          {line.text}
        </Typography>
      ))}
    </Stack>
  );
}

/** The found scale offered before any proposal: the marks are valued at the page's scale. */
export function ProposalScaleOffer({ review }: { review: ProposalReview }) {
  const { t } = useTranslation();
  const { proposal, ratio, pageScale } = review;
  if (!proposal || ratio === null) return null;
  return (
    <Alert severity="info" sx={{ py: 0 }}>
      <ScaleFindings proposal={proposal} />
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {pageScale
          ? t('proposals.scale.pageDiffers', { page: pageScale.ratio, found: ratio })
          : t('proposals.scale.offer', { found: ratio })}
      </Typography>
      <Stack direction="row" sx={{ gap: 1, mt: 0.5 }}>
        <Button
          size="small"
          variant="contained"
          disabled={review.busy}
          onClick={() => void review.takeFoundScale()}
        >
          {t('proposals.scale.use', { ratio })}
        </Button>
        {pageScale && (
          <Button size="small" onClick={review.keepScale}>
            {t('proposals.scale.keep', { ratio: pageScale.ratio })}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
