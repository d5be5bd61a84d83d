import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { LinkComponent } from '../../../components/link-component';
import { usePageMeta } from '../../../lib/use-page-meta';
import { PATHS } from '../../../lib/paths';

const STEPS = ['send', 'check', 'price', 'buy'] as const;
const WHAT = ['what1', 'what2', 'what3'] as const;

interface LandingScreenProps {
  /** React Router's Link in the app; the landing page's anchor when it loads without the router. */
  linkComponent: LinkComponent;
  /** The instant estimate, composed in by the app and loaded after the hero. */
  estimate?: ReactNode;
  /** The latest blog posts, composed in by the app. */
  latestPosts?: ReactNode;
}

/**
 * What a visitor who is not signed in sees at `/`: plain text and links only, so it paints at
 * once on a phone; the estimate and the posts arrive in their own chunks.
 */
export function LandingScreen({ linkComponent, estimate, latestPosts }: LandingScreenProps) {
  const { t } = useTranslation();
  usePageMeta(t('pageMeta.home.title'), t('pageMeta.home.description'));
  return (
    <>
      <Box component="section" sx={{ py: { xs: 4, md: 8 }, maxWidth: 760 }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '3rem' }, mb: 3 }}>
          {t('landing.title')}
        </Typography>
        <Typography sx={{ fontSize: '1.2rem', mb: 2 }}>{t('landing.sentence1')}</Typography>
        <Typography sx={{ fontSize: '1.2rem', mb: 4 }}>{t('landing.sentence2')}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {/* The estimate first: a visitor sees a price before being asked for an account. */}
          <Button
            component={linkComponent}
            to={PATHS.estimate}
            variant="contained"
            color="secondary"
            size="large"
            data-testid="landing-estimate-link"
          >
            {t('landing.instantEstimate')}
          </Button>
          <Button component={linkComponent} to={PATHS.register} variant="contained" size="large">
            {t('landing.getStarted')}
          </Button>
          <Button component={linkComponent} to={PATHS.login} variant="outlined" size="large">
            {t('landing.haveAccount')}
          </Button>
        </Stack>
      </Box>

      <Box component="section" aria-labelledby="what-title" sx={{ pb: { xs: 3, md: 5 } }}>
        <Typography id="what-title" variant="h2" sx={{ mb: 2 }}>
          {t('home.whatTitle')}
        </Typography>
        <Box component="ul" sx={{ pl: 3, m: 0, maxWidth: 760 }}>
          {WHAT.map((key) => (
            <Typography component="li" key={key} sx={{ fontSize: '1.1rem', mb: 1 }}>
              {t(`home.${key}`)}
            </Typography>
          ))}
        </Box>
      </Box>

      <Box component="section" aria-labelledby="how-title" sx={{ pb: { xs: 3, md: 5 } }}>
        <Typography id="how-title" variant="h2" sx={{ mb: 2 }}>
          {t('home.howTitle')}
        </Typography>
        <Grid component="ol" container spacing={2} sx={{ p: 0, m: 0, listStyle: 'none' }}>
          {STEPS.map((step, index) => (
            <Grid component="li" key={step} size={{ xs: 12, sm: 6, md: 3 }}>
              <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
                <Typography color="primary" sx={{ fontWeight: 700, fontSize: '1.5rem' }} aria-hidden>
                  {index + 1}
                </Typography>
                <Typography component="h3" variant="h3" sx={{ fontSize: '1.15rem', mb: 1 }}>
                  {t(`home.steps.${step}.title`)}
                </Typography>
                <Typography color="text.secondary">{t(`home.steps.${step}.body`)}</Typography>
              </Paper>
            </Grid>
          ))}
        </Grid>
      </Box>

      {estimate}
      {latestPosts}

      <Paper
        component="section"
        aria-labelledby="cta-title"
        variant="outlined"
        sx={{ p: { xs: 3, md: 4 }, my: { xs: 3, md: 5 }, textAlign: 'center' }}
      >
        <Typography id="cta-title" variant="h2" sx={{ mb: 1 }}>
          {t('home.ctaTitle')}
        </Typography>
        <Typography sx={{ mb: 2 }}>{t('home.ctaBody')}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
          <Button component={linkComponent} to={PATHS.register} variant="contained" size="large">
            {t('home.ctaRegister')}
          </Button>
          <Button component={linkComponent} to={PATHS.login} variant="outlined" size="large">
            {t('home.ctaLogin')}
          </Button>
        </Stack>
      </Paper>
    </>
  );
}
