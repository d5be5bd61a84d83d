import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import CssBaseline from '@mui/material/CssBaseline';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { FloorPlan } from './plans';

const theme = createTheme({ palette: { primary: { main: '#1b5e20' } } });

export interface PlanWords {
  heading: string;
  ready: (total: string) => string;
  view: string;
  share: string;
}

export const ENGLISH: PlanWords = {
  heading: 'My plans',
  ready: (total) => `BOQ ready — ${total}`,
  view: 'View',
  share: 'Share',
};

/** The six cards in MUI components, the way the app's screens are built. */
export function MuiPlans({ plans, words }: { plans: FloorPlan[]; words: PlanWords }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <AppBar position="static">
        <Toolbar>
          <Typography variant="h6">Kadirio</Typography>
        </Toolbar>
      </AppBar>
      <Container sx={{ py: 2 }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {words.heading}
        </Typography>
        <Stack spacing={2}>
          {plans.map((plan) => (
            <Paper key={plan.id} sx={{ p: 2 }}>
              <Stack spacing={1}>
                <Typography variant="h6" component="h3">
                  {plan.title}
                </Typography>
                <Typography variant="body2">{plan.facts}</Typography>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <Chip color="success" label={words.ready(plan.total)} />
                  <Button variant="contained" size="small">
                    {words.view}
                  </Button>
                  <Button size="small">{words.share}</Button>
                </Stack>
              </Stack>
            </Paper>
          ))}
        </Stack>
      </Container>
    </ThemeProvider>
  );
}
