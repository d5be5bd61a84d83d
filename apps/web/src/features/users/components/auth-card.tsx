import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** The frame of the login and registration forms: narrow, centred, full width on a phone. */
export function AuthCard({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <Paper
      component="section"
      variant="outlined"
      sx={{ maxWidth: 440, mx: 'auto', my: { xs: 2, sm: 4 }, p: { xs: 2, sm: 4 } }}
    >
      <Typography variant="h1" sx={{ fontSize: '2rem', mb: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {intro}
      </Typography>
      {children}
    </Paper>
  );
}
