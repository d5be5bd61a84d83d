import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import {
  distance,
  type PagePoint,
  type PageRect,
  type PageScale,
  type SetPageScalesBody,
} from '@kadirio/domain';
import { formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import type { TakeoffTool } from './measure-tool';
import { KnownLengthField } from './known-length-field';
import { RegionScaleForm } from './region-scale-form';
import { pageInput, parseKnownLength, regionInputs } from './scale-inputs';
import { TOOL_KEYS } from './tool-keys';

/**
 * Two points the surveyor clicked: to set the page's scale by, to check it against a known
 * length, or to set the scale of the region being added (`regionCalibrate`).
 */
export interface ScaleCheck {
  kind: 'calibrate' | 'verify' | 'regionCalibrate';
  points: [PagePoint, PagePoint];
}

/**
 * The page's scale: what it is and where it came from; the ratio the drawing's text states,
 * offered in one click; setting it by two points a known length apart; and the check the
 * surveyor makes after either: measure a known dimension, see the error in per cent. A page may
 * also have regions at their own scale (a detail at 1:20 beside the plan at 1:100): drawn as a
 * rectangle, given their ratio typed or from a known dimension inside them (RegionScaleForm),
 * listed here to be removed; a mark inside one uses its scale.
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
  regionDraft,
  onRegionDone,
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
  /** A region just drawn, waiting for its scale. */
  regionDraft: PageRect | null;
  onRegionDone: () => void;
  setPageScales: (body: SetPageScalesBody) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [known, setKnown] = useState('');
  const [verdict, setVerdict] = useState<{ measured: number; known: number } | null>(null);
  const knownLength = parseKnownLength(known);
  const regions = scales.filter((scale) => scale.page === pageNumber && scale.region !== null);
  // A check of the page's scale; the two clicks of a region's dimension belong to its form.
  const pageCheck = check && check.kind !== 'regionCalibrate' ? check : null;

  const removeRegion = (region: PageScale) =>
    void setPageScales({
      page: pageNumber,
      scales: [
        ...pageInput(scales, pageNumber),
        ...regionInputs(
          scales.filter((scale) => scale._id !== region._id),
          pageNumber,
        ),
      ],
    });

  const adoptRatio = (ratio: number) =>
    void setPageScales({
      page: pageNumber,
      scales: [...regionInputs(scales, pageNumber), { source: 'text', ratio }],
    });

  const submitCheck = async () => {
    if (!pageCheck || knownLength === null) return;
    if (pageCheck.kind === 'calibrate') {
      const ok = await setPageScales({
        page: pageNumber,
        scales: [
          ...regionInputs(scales, pageNumber),
          { source: 'two-points', points: pageCheck.points, knownLength },
        ],
      });
      if (!ok) return;
    } else if (pageScale) {
      setVerdict({
        measured: distance(pageCheck.points[0], pageCheck.points[1]) * pageScale.metresPerPoint,
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
        <Tooltip title={t('measure.keyHint', { key: TOOL_KEYS.calibrate })} describeChild>
          <Button
            size="small"
            aria-keyshortcuts={TOOL_KEYS.calibrate}
            onClick={() => onStartTool('calibrate')}
          >
            {t('measure.scale.byTwoPoints')}
          </Button>
        </Tooltip>
      )}
      {canEdit && (
        <Button size="small" onClick={() => onStartTool('region')}>
          {t('measure.scale.region')}
        </Button>
      )}
      <RegionChips regions={regions} canEdit={canEdit} onRemove={removeRegion} />
      {regionDraft && (
        <RegionScaleForm
          pageNumber={pageNumber}
          scales={scales}
          region={regionDraft}
          dimension={check?.kind === 'regionCalibrate' ? check.points : null}
          onMeasureDimension={() => onStartTool('regionCalibrate')}
          onDone={() => {
            onCheckDone();
            onRegionDone();
          }}
          setPageScales={setPageScales}
        />
      )}
      {pageScale && (
        <Button size="small" onClick={() => onStartTool('verify')}>
          {t('measure.scale.check')}
        </Button>
      )}
      {pageCheck && (
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
          <KnownLengthField value={known} onChange={setKnown} onEnter={() => void submitCheck()} />
          <Button
            size="small"
            variant="contained"
            disabled={knownLength === null}
            onClick={() => void submitCheck()}
          >
            {pageCheck.kind === 'calibrate' ? t('measure.scale.set') : t('measure.scale.compare')}
          </Button>
        </Stack>
      )}
      {verdict && <ScaleVerdict {...verdict} />}
    </Stack>
  );
}

/** The page's scale regions as chips, each removable by an editor. */
function RegionChips({
  regions,
  canEdit,
  onRemove,
}: {
  regions: readonly PageScale[];
  canEdit: boolean;
  onRemove: (region: PageScale) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  return regions.map((region) => {
    const ratio = formatNumber(region.ratio, language, 1);
    return (
      <Stack key={region._id} direction="row" sx={{ alignItems: 'center' }}>
        <Chip size="small" variant="outlined" label={t('measure.scale.regionChip', { ratio })} />
        {canEdit && (
          <IconButton
            size="small"
            aria-label={t('measure.scale.removeRegion', { ratio })}
            onClick={() => onRemove(region)}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        )}
      </Stack>
    );
  });
}

/** A known dimension measured at the page's scale: the error in per cent, green within 0.5 %. */
function ScaleVerdict({ measured, known }: { measured: number; known: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Typography
      variant="body2"
      role="status"
      data-testid="scale-verdict"
      color={Math.abs(measured / known - 1) <= 0.005 ? 'success.main' : 'warning.main'}
    >
      {t('measure.scale.verdict', {
        measured: formatNumber(measured, language, 3),
        known: formatNumber(known, language, 3),
        // Rounded first, so a tiny negative error is not shown as "-0".
        error: formatNumber(Math.round(((measured - known) / known) * 10_000) / 100 || 0, language, 2),
      })}
    </Typography>
  );
}
