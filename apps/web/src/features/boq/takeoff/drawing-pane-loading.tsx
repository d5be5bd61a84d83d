import Box from '@mui/material/Box';
import { LoadingRow } from '../../../components/load-states';

/**
 * On a phone the drawing stands above the sheet and takes most of the screen (drawing-pane.tsx).
 * While its code or its plan loads, the pane holds that height, so the sheet below is not drawn
 * in the drawing's place and then pushed down a screen when it arrives (a layout shift of 0.34).
 */
export const DRAWING_PHONE_MIN_HEIGHT = '70vh';

export function DrawingPaneLoading({ label }: { label: string }) {
  return (
    <Box sx={{ minHeight: { xs: DRAWING_PHONE_MIN_HEIGHT, md: 0 } }}>
      <LoadingRow label={label} />
    </Box>
  );
}
