import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { PagePoint, PageScale, PageScaleInput, SetPageScalesBody } from '@kadirio/domain';
import { distance } from '../../../components/drawing-viewer/page-geometry';
import { formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import type { TakeoffTool } from './measure-tool';

/** Two points the surveyor clicked: to set the scale by, or to check it against a known length. */
export interface ScaleCheck {
  kind: 'calibrate' | 'verify';
  points: [PagePoint, PagePoint];
}

/** The page's region scales as inputs, kept when the page's own scale is replaced. */
function regionInputs(scales: readonly PageScale[], page: number): PageScaleInput[] {
  return scales
    .filter((scale) => scale.page === page && scale.region !== null)
    .map((scale) => ({ source: 'text' as const, region: scale.region, ratio: scale.ratio }));
}

/**
 * The page's scale: what it is and where it came from; the ratio the drawing's text states,
 * offered in one click; setting it by two points a known length apart; and the check the
 * surveyor makes after either: measure a known dimension, see the error in per cent.
 */
export function ScaleBar({
  drawingId,
  pageNumber,
  scales,
  pageScale,
  statedRatio,
  canEdit,
  check,
  onCheckDone,
  onStartTool,
  setPageScales,
}: {
  mapId: string;
  drawingId: string;
  pageNumber: number;
  scales: readonly PageScale[];
  pageScale: PageScale | null;
  statedRatio: number | null;
  canEdit: boolean;
  check: ScaleCheck | null;
  onCheckDone: () => void;
  onStartTool: (tool: TakeoffTool) => void;
  setPageScales: (body: SetPageScalesBody) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [known, setKnown] = useState('');
  const [verdict, setVerdict] = useState<{ measured: number; known: number } | null>(null);
  const knownLength = Number(known.replace(',', '.'));
  const knownValid = known.trim() !== '' && Number.isFinite(knownLength) && knownLength > 0;

  const adoptRatio = (ratio: number) =>
    void setPageScales({
      page: pageNumber,
      scales: [...regionInputs(scales, pageNumber), { source: 'text', ratio }],
    });

  const submitCheck = async () => {
    if (!check || !knownValid) return;
    if (check.kind === 'calibrate') {
      const ok = await setPageScales({
        page: pageNumber,
        scales: [
          ...regionInputs(scales, pageNumber),
          { source: 'two-points', points: check.points, knownLength },
        ],
      });
      if (!ok) return;
    } else if (pageScale) {
      setVerdict({
        measured: distance(check.points[0], check.points[1]) * pageScale.metresPerPoint,
        known: knownLength,
      });
    }
    setKnown('');
    onCheckDone();
  };

  const describe = (scale: PageScale) =>
    t(scale.source === 'text' ? 'measure.scale.fromText' : 'measure.scale.fromPoints', {
      ratio: formatNumber(scale.ratio, language, 1),
    });

  return (
    <Stack
      direction="row"
      data-testid={`scale-bar-${drawingId}`}
      sx={{
        flexWrap: 'wrap',
        gap: 1,
        alignItems: 'center',
        px: 1,
        py: 0.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Typography variant="body2" data-testid="page-scale" sx={{ fontWeight: 600 }}>
        {pageScale ? describe(pageScale) : t('measure.scale.none')}
      </Typography>
      {canEdit && !pageScale && statedRatio !== null && (
        <Button size="small" variant="contained" onClick={() => adoptRatio(statedRatio)}>
          {t('measure.scale.useStated', { ratio: statedRatio })}
        </Button>
      )}
      {canEdit && (
        <Button size="small" onClick={() => onStartTool('calibrate')}>
          {t('measure.scale.byTwoPoints')}
        </Button>
      )}
      {pageScale && (
        <Button size="small" onClick={() => onStartTool('verify')}>
          {t('measure.scale.check')}
        </Button>
      )}
      {check && (
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
          <TextField
            size="small"
            label={t('measure.scale.knownLength')}
            value={known}
            onChange={(event) => setKnown(event.target.value)}
            onKeyDown={(event) => event.key === 'Enter' && void submitCheck()}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            sx={{ width: 150 }}
            autoFocus
          />
          <Button size="small" variant="contained" disabled={!knownValid} onClick={() => void submitCheck()}>
            {check.kind === 'calibrate' ? t('measure.scale.set') : t('measure.scale.compare')}
          </Button>
        </Stack>
      )}
      {verdict && (
        <Typography
          variant="body2"
          role="status"
          data-testid="scale-verdict"
          color={Math.abs(verdict.measured / verdict.known - 1) <= 0.005 ? 'success.main' : 'warning.main'}
        >
          {t('measure.scale.verdict', {
            measured: formatNumber(verdict.measured, language, 3),
            known: formatNumber(verdict.known, language, 3),
            // Rounded first, so a tiny negative error is not shown as "-0".
            error: formatNumber(
              Math.round(((verdict.measured - verdict.known) / verdict.known) * 10_000) / 100 || 0,
              language,
              2,
            ),
          })}
        </Typography>
      )}
    </Stack>
  );
}
