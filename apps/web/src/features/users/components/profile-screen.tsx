import { useState, type FormEvent } from 'react';
import { Navigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language, type SessionUser } from '@kadirio/domain';
import { useAppSelector } from '../../../app/hooks';
import { formatDate, formatDateTime } from '../../../lib/format';
import { getCurrentLanguage } from '../../../lib/i18n';
import { useGetMeQuery } from '../auth.api';
import { selectSessionUser } from '../auth.slice';
import { PATHS } from '../../../lib/paths';
import { PICTURE_TYPES, useProfileForm, type ProfileField } from './use-profile-form';

export function ProfileScreen() {
  const user = useAppSelector(selectSessionUser);
  // A visitor is sent to log in. A session that ends while this page is open is not: logout
  // is already on its way to / (and an expired session to /login), and a second redirect here
  // would overtake it.
  const [isSignedInOnArrival] = useState(user !== null);
  if (!user) return isSignedInOnArrival ? null : <Navigate to={PATHS.login} replace />;
  return <ProfileForm user={user} />;
}

function AccountSummary() {
  const { t } = useTranslation();
  const language = getCurrentLanguage();
  const { data: me, isLoading, isError } = useGetMeQuery();
  const rows: [string, string | null | undefined][] = me
    ? [
        [t('fields.email'), me.email ?? t('profile.noEmail')],
        [t('profile.role'), t(`roles.${me.accessLevel}`)],
        [t('profile.memberSince'), formatDate(me.createdAt, language)],
        [t('profile.lastLogin'), formatDateTime(me.lastLoginAt, language) ?? t('profile.never')],
      ]
    : [];
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
        {t('profile.account')}
      </Typography>
      {isLoading && <Skeleton variant="text" height={80} />}
      {isError && <Typography color="text.secondary">{t('errors.unknown')}</Typography>}
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

function ProfileForm({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const { values, errors, serverError, isSaving, setValue, choosePicture, submit } = useProfileForm(user);

  const textField = (field: ProfileField, label: string, props: { type?: string; autoComplete: string }) => (
    <TextField
      label={label}
      type={props.type ?? 'text'}
      autoComplete={props.autoComplete}
      value={values[field]}
      onChange={(event) => setValue(field, event.target.value)}
      error={Boolean(errors[field])}
      helperText={errors[field]}
      fullWidth
    />
  );

  return (
    <Box component="section" sx={{ maxWidth: 960 }}>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {t('profile.title')}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Paper
          component="form"
          noValidate
          variant="outlined"
          onSubmit={(event: FormEvent) => void submit(event)}
          sx={{ p: { xs: 2, sm: 3 }, flex: 2, width: '100%' }}
        >
          <Stack spacing={2}>
            {serverError && <Alert severity="error">{serverError}</Alert>}
            <Typography variant="h2" sx={{ fontSize: '1.2rem' }}>
              {t('profile.details')}
            </Typography>
            {textField('name', t('fields.name'), { autoComplete: 'name' })}
            {textField('phone', t('fields.phone'), { type: 'tel', autoComplete: 'tel' })}
            <TextField
              select
              label={t('fields.preferredLanguage')}
              value={values.language}
              onChange={(event) => setValue('language', event.target.value as Language)}
              slotProps={{ select: { native: true } }}
              fullWidth
            >
              {LANGUAGES.map((language) => (
                <option key={language} value={language}>
                  {t(`languages.${language}`)}
                </option>
              ))}
            </TextField>

            <Divider />
            <Typography variant="h2" sx={{ fontSize: '1.2rem' }}>
              {t('profile.picture')}
            </Typography>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
              <Avatar src={values.profilePic || undefined} alt={values.name} sx={{ width: 72, height: 72 }}>
                {values.name.trim().charAt(0).toUpperCase()}
              </Avatar>
              <Button component="label" variant="outlined">
                {t('profile.choosePicture')}
                <input type="file" hidden accept={PICTURE_TYPES.join(',')} onChange={choosePicture} />
              </Button>
              <Button onClick={() => setValue('profilePic', '')} disabled={values.profilePic === ''}>
                {t('profile.removePicture')}
              </Button>
            </Stack>
            <FormHelperText error={Boolean(errors.profilePic)} sx={{ mt: 0 }}>
              {errors.profilePic ?? t('profile.pictureHint')}
            </FormHelperText>

            <Divider />
            <Typography variant="h2" sx={{ fontSize: '1.2rem' }}>
              {t('profile.changePassword')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('profile.changePasswordHint')}
            </Typography>
            {textField('currentPassword', t('fields.currentPassword'), {
              type: 'password',
              autoComplete: 'current-password',
            })}
            {textField('newPassword', t('fields.newPassword'), {
              type: 'password',
              autoComplete: 'new-password',
            })}
            {textField('confirmPassword', t('fields.confirmPassword'), {
              type: 'password',
              autoComplete: 'new-password',
            })}
            <Box>
              <Button type="submit" variant="contained" size="large" loading={isSaving}>
                {t('profile.save')}
              </Button>
            </Box>
          </Stack>
        </Paper>
        <Box sx={{ flex: 1, width: '100%' }}>
          <AccountSummary />
        </Box>
      </Stack>
    </Box>
  );
}
