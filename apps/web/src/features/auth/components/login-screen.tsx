import { useState, type FormEvent } from 'react';
import { Link as RouterLink, Navigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { LoginBodySchema, type LoginBody } from '@kadirio/domain';
import { useAppSelector } from '../../../app/hooks';
import { useDescribeError } from '../../../lib/api-error';
import { changeLanguage } from '../../../lib/i18n';
import { getFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { useLoginMutation } from '../auth.api';
import { selectSessionUser } from '../auth.slice';
import { AuthCard } from './auth-card';

type LoginField = keyof LoginBody;

export function LoginScreen() {
  const { t } = useTranslation();
  const describeError = useDescribeError();
  const user = useAppSelector(selectSessionUser);
  const [login, { isLoading }] = useLoginMutation();
  const [values, setValues] = useState<LoginBody>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<LoginField>>({});
  const [serverError, setServerError] = useState<string | null>(null);

  // Signed in (just now, or earlier): the main view is the place to be.
  if (user) return <Navigate to="/" replace />;

  const change = (field: LoginField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    const parsed = LoginBodySchema.safeParse(values);
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
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={(event) => change('email')(event.target.value)}
          error={Boolean(errors.email)}
          helperText={errors.email}
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
        <Button type="submit" variant="contained" size="large" loading={isLoading}>
          {t('auth.login.submit')}
        </Button>
        <Typography variant="body2">
          {t('auth.login.noAccount')}{' '}
          <Link component={RouterLink} to="/register">
            {t('auth.login.createAccount')}
          </Link>
        </Typography>
      </Stack>
    </AuthCard>
  );
}
