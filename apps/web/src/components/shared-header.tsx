import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

interface SharedHeaderProps {
  name: string;
  roleLabel: string;
  /** Already formatted for the reader, or null when unknown. */
  signedInAt: string | null;
}

/** The greeting above a client's or checker's main view. */
export function SharedHeader({ name, roleLabel, signedInAt }: SharedHeaderProps) {
  const { t } = useTranslation();
  return (
    <Stack
      component="header"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ mb: 3, alignItems: { xs: 'flex-start', sm: 'center' }, flexWrap: 'wrap' }}
    >
      <Typography component="p" variant="h3" sx={{ mr: 1 }}>
        {t('header.welcome', { name })}
      </Typography>
      <Chip label={roleLabel} color="primary" variant="outlined" size="small" />
      {signedInAt && (
        <Typography variant="body2" color="text.secondary">
          {t('header.signedInAt', { time: signedInAt })}
        </Typography>
      )}
    </Stack>
  );
}
