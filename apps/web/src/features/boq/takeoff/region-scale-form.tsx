import { useState, type KeyboardEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  rectContains,
  type PagePoint,
  type PageRect,
  type PageScale,
  type PageScaleInput,
  type SetPageScalesBody,
} from '@kadirio/domain';
import { formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { KnownLengthField } from './known-length-field';
import { ratioOfTwoPoints } from './page-scale';
import { pageInput, parseKnownLength, parseRatio, regionInputs } from './scale-inputs';

/**
 * The scale of a region just drawn: its ratio typed (1:20), or measured from a known dimension
 * inside it: two clicks and the length between them, the ratio they amount to shown before it is
 * saved (the server computes it again from the same points, by the same rule).
 */
export function RegionScaleForm({
  pageNumber,
  scales,
  region,
  dimension,
  onMeasureDimension,
  onDone,
  setPageScales,
}: {
  pageNumber: number;
  scales: readonly PageScale[];
  region: PageRect;
  /** The two clicks on a known dimension, once made; null while the ratio is to be typed. */
  dimension: readonly [PagePoint, PagePoint] | null;
  onMeasureDimension: () => void;
  onDone: () => void;
  setPageScales: (body: SetPageScalesBody) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [ratioText, setRatioText] = useState('');
  const [knownText, setKnownText] = useState('');
  const typedRatio = parseRatio(ratioText);
  const knownLength = parseKnownLength(knownText);
  const isInside = dimension !== null && dimension.every((point) => rectContains(region, point));
  const measuredRatio =
    dimension && isInside && knownLength !== null
      ? ratioOfTwoPoints(dimension[0], dimension[1], knownLength)
      : null;

  const input: PageScaleInput | null = dimension
    ? measuredRatio !== null && knownLength !== null
      ? { source: 'two-points', region, points: [dimension[0], dimension[1]], knownLength }
      : null
    : typedRatio !== null
      ? { source: 'text', region, ratio: typedRatio }
      : null;

  const save = async () => {
    if (!input) return;
    const ok = await setPageScales({
      page: pageNumber,
      scales: [...pageInput(scales, pageNumber), ...regionInputs(scales, pageNumber), input],
    });
    if (ok) onDone();
  };
  const onEnter = (event: KeyboardEvent) => event.key === 'Enter' && void save();

  return (
    <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      {dimension ? (
        <>
          <KnownLengthField value={knownText} onChange={setKnownText} onEnter={() => void save()} />
          <Typography
            variant="body2"
            role="status"
            data-testid="region-ratio"
            color={isInside ? 'text.primary' : 'error.main'}
          >
            {!isInside
              ? t('measure.scale.outsideRegion')
              : measuredRatio !== null
                ? t('measure.scale.regionComputed', { ratio: formatNumber(measuredRatio, language, 1) })
                : ''}
          </Typography>
          <Button size="small" onClick={onMeasureDimension}>
            {t('measure.scale.regionMeasureAgain')}
          </Button>
        </>
      ) : (
        <>
          <TextField
            size="small"
            label={t('measure.scale.regionRatio')}
            value={ratioText}
            error={ratioText.trim() !== '' && typedRatio === null}
            onChange={(event) => setRatioText(event.target.value)}
            onKeyDown={onEnter}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            sx={{ width: 150 }}
            autoFocus
          />
          <Button size="small" onClick={onMeasureDimension}>
            {t('measure.scale.regionByDimension')}
          </Button>
        </>
      )}
      <Button size="small" variant="contained" disabled={input === null} onClick={() => void save()}>
        {t('measure.scale.setRegion')}
      </Button>
      <Button size="small" onClick={onDone}>
        {t('measure.cancel')}
      </Button>
    </Stack>
  );
}
