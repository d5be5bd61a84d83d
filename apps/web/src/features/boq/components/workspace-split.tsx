import { useCallback, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import ArchitectureIcon from '@mui/icons-material/Architecture';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../app/hooks';
import { readStorage, writeStorage } from '../../../lib/storage';
import { clampShare, parseSplit, type SplitPrefs } from '../workspace-split-prefs';

const storageKey = (userId: string) => `kadirio.workspaceSplit.${userId}`;

/** The split of this user (on this device): read once, written on every change. */
function useSplitPrefs(): [SplitPrefs, (next: SplitPrefs) => void] {
  const userId = useAppSelector((state) => state.auth.user?._id) ?? 'anonymous';
  const [prefs, setPrefs] = useState<{ userId: string; prefs: SplitPrefs }>(() => ({
    userId,
    prefs: parseSplit(readStorage('local', storageKey(userId))),
  }));
  const current =
    prefs.userId === userId ? prefs.prefs : parseSplit(readStorage('local', storageKey(userId)));
  const save = useCallback(
    (next: SplitPrefs) => {
      setPrefs({ userId, prefs: next });
      writeStorage('local', storageKey(userId), JSON.stringify(next));
    },
    [userId],
  );
  return [current, save];
}

/**
 * The sheet beside the plan's drawing: side by side on a wide screen, with a handle to drag (or
 * move with the arrow keys) between them; stacked on a phone, the drawing above. Whether the
 * drawing shows and how wide it is are remembered per user.
 */
export function WorkspaceSplit({ sheet, drawing }: { sheet: ReactNode; drawing: ReactNode }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const isWide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [prefs, setPrefs] = useSplitPrefs();
  const rowRef = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);

  const toggle = (
    <Button
      size="small"
      variant={prefs.open ? 'outlined' : 'contained'}
      startIcon={<ArchitectureIcon />}
      aria-expanded={prefs.open}
      onClick={() => setPrefs({ ...prefs, open: !prefs.open })}
      sx={{ mb: 1 }}
    >
      {prefs.open ? t('measure.hideDrawings') : t('measure.showDrawings')}
    </Button>
  );

  if (!isWide)
    return (
      <Box>
        {toggle}
        {prefs.open && (
          <Box
            data-testid="drawing-pane"
            sx={{
              height: '75vh',
              display: 'flex',
              flexDirection: 'column',
              mb: 2,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              overflow: 'hidden',
            }}
          >
            {drawing}
          </Box>
        )}
        {sheet}
      </Box>
    );

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

  return (
    <Box>
      {toggle}
      <Box ref={rowRef} sx={{ display: 'flex', alignItems: 'flex-start', minWidth: 0 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>{sheet}</Box>
        {prefs.open && (
          <>
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
            <Box
              data-testid="drawing-pane"
              sx={{
                width: `${prefs.share * 100}%`,
                flexShrink: 0,
                position: 'sticky',
                top: 8,
                height: 'calc(100vh - 16px)',
                display: 'flex',
                flexDirection: 'column',
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                overflow: 'hidden',
              }}
            >
              {drawing}
            </Box>
          </>
        )}
      </Box>
    </Box>
  );
}
