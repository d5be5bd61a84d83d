import { useId, type ReactNode, type Ref } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/**
 * The instant estimate's section: its title and introduction, then the body. Shared by the
 * estimate and by the placeholder the landing page shows until the estimate's code is loaded,
 * so the heading never moves and the region keeps its name.
 */
export function EstimateSection({
  titleComponent = 'h2',
  sectionRef,
  children,
}: {
  titleComponent?: 'h1' | 'h2';
  sectionRef?: Ref<HTMLElement>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Box
      component="section"
      ref={sectionRef}
      aria-labelledby={titleId}
      sx={{ py: titleComponent === 'h2' ? 4 : 0 }}
    >
      <Typography component={titleComponent} variant={titleComponent} id={titleId} sx={{ mb: 1 }}>
        {t('estimate.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 760 }}>
        {t('estimate.intro')}
      </Typography>
      {children}
    </Box>
  );
}
