import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { MEASURE_TOOLS, type TakeoffTool } from './measure-tool';
import { TOOL_KEYS, type KeyedTool } from './tool-keys';
import type { MarkHistory } from './use-mark-history';

/** The count markers' types a surveyor picks from (door, window, WC). */
const MARKER_TYPES = ['D1', 'D2', 'W1', 'W2', 'WC'];

/** The take-off's tools above the drawing: the measuring tools, count types, deduct, read, undo and redo. */
export function MeasureToolbar({
  tool,
  onTool,
  markerType,
  onMarkerType,
  onDeduct,
  onRead,
  history,
}: {
  tool: TakeoffTool;
  onTool: (next: TakeoffTool | null) => void;
  markerType: string;
  onMarkerType: (next: string) => void;
  /** Null unless the selected mark is an area an opening can be deducted from. */
  onDeduct: (() => void) | null;
  /** Null unless the drawing is a PDF the reader can read. */
  onRead: (() => void) | null;
  history: Pick<MarkHistory, 'canUndo' | 'canRedo' | 'undo' | 'redo'>;
}) {
  const { t } = useTranslation();
  return (
    <Stack
      direction="row"
      sx={{
        flexWrap: 'wrap',
        gap: 0.5,
        alignItems: 'center',
        px: 0.5,
        py: 0.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <ToggleButtonGroup
        size="small"
        exclusive
        value={tool}
        onChange={(_event, next: TakeoffTool | null) => onTool(next)}
        aria-label={t('measure.toolsLabel')}
        // Six tools do not fit a phone's width in one row: they wrap rather than run off the pane.
        sx={{ flexWrap: 'wrap' }}
      >
        {(['pan', ...MEASURE_TOOLS] as KeyedTool[]).map((name) => (
          <Tooltip key={name} title={t('measure.keyHint', { key: TOOL_KEYS[name] })} describeChild>
            <ToggleButton value={name} aria-keyshortcuts={TOOL_KEYS[name]} sx={{ px: 1, py: 0.25 }}>
              {t(`measure.tools.${name}` as 'measure.tools.length')}
            </ToggleButton>
          </Tooltip>
        ))}
      </ToggleButtonGroup>
      {tool === 'count' && (
        <ToggleButtonGroup
          size="small"
          exclusive
          value={markerType}
          onChange={(_event, next: string | null) => next && onMarkerType(next)}
          aria-label={t('measure.markerType')}
        >
          {MARKER_TYPES.map((type) => (
            <ToggleButton key={type} value={type} sx={{ px: 1, py: 0.25 }}>
              {type}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      )}
      {onDeduct && (
        <Button size="small" onClick={onDeduct}>
          {t('measure.deduct')}
        </Button>
      )}
      {onRead && (
        <Button size="small" onClick={onRead}>
          {t('proposals.read')}
        </Button>
      )}
      <Button size="small" disabled={!history.canUndo} onClick={() => void history.undo()}>
        {t('measure.undo')}
      </Button>
      <Button size="small" disabled={!history.canRedo} onClick={() => void history.redo()}>
        {t('measure.redo')}
      </Button>
    </Stack>
  );
}
