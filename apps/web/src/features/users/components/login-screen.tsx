import { useState, type FormEvent } from 'react';
import { Link as RouterLink, Navigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { LoginBodySchema, type LoginBody } from '@kadirio/domain';
import { useAppSelector } from '../../../app/hooks';
import { useDescribeError } from '../../../lib/api-error';
import { changeLanguage, chosenLanguage } from '../../../lib/i18n';
import { getFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { useLoginMutation } from '../auth.api';
import { selectSessionUser } from '../auth.slice';
import { AuthCard } from './auth-card';
import { PATHS } from '../../../lib/paths';

type LoginField = 'email' | 'password';

/**
 * Sign in with an e-mail or a phone number. A language chosen on this browser (the language
 * select) is sent along and kept as the account's language; without one, the app switches to the
 * account's language, which follows the person from device to device.
 */
export function LoginScreen() {
  const { t } = useTranslation();
  const describeError = useDescribeError();
  const user = useAppSelector(selectSessionUser);
  const [login, { isLoading }] = useLoginMutation();
  const [values, setValues] = useState({ email: '', password: '' });
  const [remember, setRemember] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<LoginField>>({});
  const [serverError, setServerError] = useState<string | null>(null);

  // Signed in (just now, or earlier): the main view is the place to be.
  if (user) return <Navigate to={PATHS.home} replace />;

  const change = (field: LoginField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    const language = chosenLanguage();
    const body: LoginBody = { ...values, remember, ...(language ? { language } : {}) };
    const parsed = LoginBodySchema.safeParse(body);
    if (!parsed.success) {
      setErrors(getFieldErrors(parsed.error.issues, t, values));
      return;
    }
    try {
      const session = await login(parsed.data).unwrap();
      toast.success(t('messages.loggedIn'));
      await changeLanguage(session.language);
    } catch (error) {
      const message = describeError(error);
      setServerError(message);
      toast.error(message);
    }
  };

  return (
    <AuthCard title={t('auth.login.title')} intro={t('auth.login.intro')}>
      <Stack component="form" noValidate spacing={2} onSubmit={(event) => void submit(event)}>
        {serverError && <Alert severity="error">{serverError}</Alert>}
        <TextField
          label={t('accounts.emailOrPhone')}
          type="text"
          autoComplete="username"
          inputMode="email"
          value={values.email}
          onChange={(event) => change('email')(event.target.value)}
          error={Boolean(errors.email)}
          helperText={errors.email ?? t('accounts.emailOrPhoneHint')}
          fullWidth
        />
        <TextField
          label={t('fields.password')}
          type="password"
          autoComplete="current-password"
          value={values.password}
          onChange={(event) => change('password')(event.target.value)}
          error={Boolean(errors.password)}
          helperText={errors.password}
          fullWidth
        />
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap' }}
        >
          <FormControlLabel
            control={<Checkbox checked={remember} onChange={(event) => setRemember(event.target.checked)} />}
            label={t('accounts.keepSignedIn')}
          />
          <Link component={RouterLink} to={PATHS.forgotPassword} variant="body2">
            {t('accounts.forgotLink')}
          </Link>
        </Stack>
        {remember && (
          <Typography variant="body2" color="text.secondary">
            {t('accounts.keepSignedInHint')}
          </Typography>
        )}
        <Button type="submit" variant="contained" size="large" loading={isLoading}>
          {t('auth.login.submit')}
        </Button>
        <Typography variant="body2">
          {t('auth.login.noAccount')}{' '}
          <Link component={RouterLink} to={PATHS.register}>
            {t('auth.login.createAccount')}
          </Link>
        </Typography>
      </Stack>
    </AuthCard>
  );
}
