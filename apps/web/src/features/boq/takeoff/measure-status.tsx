import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { SnapKind } from '../../../components/drawing-viewer/snap-index';
import type { TakeoffTool } from './measure-tool';

/** The tool's prompt fills the status row's height (two lines at a desk, three on a phone), then ends in "…". */
const promptLines = {
  minWidth: 0,
  flexShrink: 1,
  overflow: 'hidden',
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: { xs: 3, sm: 2 },
  fontSize: { xs: '0.8125rem', sm: '0.875rem' },
  lineHeight: 1.25,
} as const;

/**
 * The row under the tools while one measures: Finish (for the tools of open-ended points), the
 * tool's prompt, the running figure, "no scale yet" and what the pointer snapped to.
 */
export function MeasureStatus({
  tool,
  onFinish,
  canFinish,
  running,
  noScale,
  snappedTo,
}: {
  tool: TakeoffTool;
  /** Null when the tool finishes by itself at its last point. */
  onFinish: (() => void) | null;
  canFinish: boolean;
  /** The draft's figure at the page's scale, formatted; null without one. */
  running: string | null;
  noScale: boolean;
  snappedTo: SnapKind | null;
}) {
  const { t } = useTranslation();
  return (
    <Stack
      direction="row"
      role="status"
      // Of fixed height: the snap note comes and goes with the pointer and must never move the
      // drawing under it (a click would land elsewhere than it was aimed). On a phone it holds
      // three lines, so that a long prompt (the scale region's, in Swahili) is read whole.
      sx={{
        gap: 1,
        alignItems: 'center',
        px: 1,
        height: { xs: 56, sm: 40 },
        flexWrap: 'nowrap',
        overflow: 'hidden',
        bgcolor: 'action.hover',
      }}
    >
      {onFinish && (
        <Button size="small" variant="contained" disabled={!canFinish} onClick={onFinish}>
          {t('measure.finish')}
        </Button>
      )}
      <Typography variant="body2" sx={promptLines}>
        {t(`measure.prompts.${tool}` as 'measure.prompts.length')}
      </Typography>
      {running !== null && (
        <Typography
          variant="body2"
          data-testid="running-total"
          noWrap
          sx={{ fontWeight: 700, flexShrink: 0 }}
        >
          {running}
        </Typography>
      )}
      {noScale && (
        <Typography variant="body2" color="warning.main" noWrap sx={{ minWidth: 0 }}>
          {t('measure.noScaleYet')}
        </Typography>
      )}
      {snappedTo && (
        <Typography variant="caption" color="text.secondary" noWrap sx={{ flexShrink: 0 }}>
          {t(`measure.snap.${snappedTo}` as 'measure.snap.end')}
        </Typography>
      )}
    </Stack>
  );
}
