import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** What a list or queue shows when it has nothing in it: a title, a sentence, maybe an action. */
export function EmptyState({
  title,
  children,
  action,
}: {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }}>
      <Typography component="p" variant="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children && (
        <Typography color="text.secondary" sx={{ maxWidth: 560, mx: 'auto' }}>
          {children}
        </Typography>
      )}
      {action && <div style={{ marginTop: 16 }}>{action}</div>}
    </Paper>
  );
}
