import { useRef, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import ArchitectureIcon from '@mui/icons-material/Architecture';
import { useTranslation } from 'react-i18next';
import { clampShare, type SplitPrefs } from '../workspace-split-prefs';

/** The narrowest the sheet gets beside the drawing: its two-column calculator and the totals fit. */
const SHEET_MIN_PX = 380;
/** The narrowest the drawing gets: the page toolbar on one line and a page worth measuring on. */
const DRAWING_MIN_PX = 340;

/**
 * Shows or hides the drawing beside the sheet (remembered with the split). The workspace puts it on
 * the row of "All plans", so that it costs the sheet no row of its own above the lines.
 */
export function DrawingsToggle({
  prefs,
  setPrefs,
}: {
  prefs: SplitPrefs;
  setPrefs: (next: SplitPrefs) => void;
}) {
  const { t } = useTranslation();
  return (
    <Button
      size="small"
      variant={prefs.open ? 'outlined' : 'contained'}
      startIcon={<ArchitectureIcon />}
      aria-expanded={prefs.open}
      onClick={() => setPrefs({ ...prefs, open: !prefs.open })}
    >
      {prefs.open ? t('measure.hideDrawings') : t('measure.showDrawings')}
    </Button>
  );
}

/**
 * The sheet beside the plan's drawing: side by side on a wide screen, with a handle to drag (or
 * move with the arrow keys) between them; stacked on a phone, the drawing above. Whether the
 * drawing shows and how wide it is are remembered per user (the workspace keeps them: see
 * `useSplitPrefs`). Neither side shrinks below what it needs to stay usable: the sheet keeps its
 * fields and totals readable, the drawing its tool row; the share gives way first.
 */
export function WorkspaceSplit({
  sheet,
  drawing,
  prefs,
  setPrefs,
}: {
  sheet: ReactNode;
  drawing: ReactNode;
  prefs: SplitPrefs;
  setPrefs: (next: SplitPrefs) => void;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const isWide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const rowRef = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);

  const onHandleMove = (event: PointerEvent<HTMLDivElement>) => {
    const row = rowRef.current;
    if (!dragging.current || !row) return;
    const rect = row.getBoundingClientRect();
    setPrefs({ ...prefs, share: clampShare((rect.right - event.clientX) / rect.width) });
  };
  const onHandleKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowLeft' ? 0.05 : event.key === 'ArrowRight' ? -0.05 : 0;
    if (step === 0) return;
    event.preventDefault();
    setPrefs({ ...prefs, share: clampShare(prefs.share + step) });
  };

  // One tree at every width, only its styles change: a tablet turned, or a window resized, across
  // the breakpoint keeps the sheet and the drawing mounted, and with them an open dialog and what
  // was typed in it. On a phone the two stack, the drawing shown above the sheet (CSS order).
  return (
    <Box>
      <Box
        ref={rowRef}
        sx={
          isWide
            ? { display: 'flex', alignItems: 'flex-start', minWidth: 0 }
            : { display: 'flex', flexDirection: 'column' }
        }
      >
        <Box
          sx={isWide ? { flex: '1 1 0', minWidth: prefs.open ? SHEET_MIN_PX : 0 } : { order: 2, minWidth: 0 }}
        >
          {sheet}
        </Box>
        {prefs.open && isWide && (
          <Box
            role="separator"
            aria-orientation="vertical"
            aria-label={t('measure.resize')}
            aria-valuenow={Math.round(prefs.share * 100)}
            aria-valuemin={20}
            aria-valuemax={80}
            tabIndex={0}
            onPointerDown={(event) => {
              dragging.current = true;
              event.currentTarget.setPointerCapture?.(event.pointerId);
            }}
            onPointerMove={onHandleMove}
            onPointerUp={() => (dragging.current = false)}
            onKeyDown={onHandleKey}
            sx={{
              width: 12,
              alignSelf: 'stretch',
              cursor: 'col-resize',
              flexShrink: 0,
              touchAction: 'none',
              display: 'flex',
              justifyContent: 'center',
              '&::after': { content: '""', width: 4, borderRadius: 2, bgcolor: 'divider' },
              '&:hover::after, &:focus-visible::after': { bgcolor: 'primary.main' },
              outline: 'none',
            }}
          />
        )}
        {prefs.open && (
          <Box
            data-testid="drawing-pane"
            sx={{
              display: 'flex',
              flexDirection: 'column',
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              overflow: 'hidden',
              ...(isWide
                ? {
                    width: `${prefs.share * 100}%`,
                    minWidth: DRAWING_MIN_PX,
                    flexShrink: 1,
                    position: 'sticky',
                    top: 8,
                    height: 'calc(100vh - 16px)',
                  }
                : // As tall as its content: the page scrolls on a phone, and a fixed height would
                  // leave the drawing a sliver under the facts, the tools and the register.
                  { order: 1, mb: 2, minWidth: 0 }),
            }}
          >
            {drawing}
          </Box>
        )}
      </Box>
    </Box>
  );
}
