import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';

/**
 * The page around every screen: the top bar, a thin progress line while the next page loads, and
 * the content column. The app's layout and the landing page before the app has loaded share it.
 */
export function AppFrame({
  topBar,
  isLoading,
  children,
}: {
  topBar: ReactNode;
  isLoading: boolean;
  children: ReactNode;
}) {
  return (
    <>
      {topBar}
      <Box sx={{ height: 4 }}>{isLoading && <LinearProgress />}</Box>
      <Box
        component="main"
        sx={{
          // docs/specification.md §9: the content column is 80 % wide. Below the md breakpoint 80 % of a 360 px phone
          // leaves under 300 px, too narrow for a form field and its message, so phones use 95 %.
          width: { xs: '95%', md: '80%' },
          mx: 'auto',
          py: { xs: 2, md: 3 },
        }}
      >
        {children}
      </Box>
    </>
  );
}
