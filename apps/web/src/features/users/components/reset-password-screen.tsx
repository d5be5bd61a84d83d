import { useMemo, useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN, PasswordResetBodySchema } from '@kadirio/domain';
import { useDescribeError } from '../../../lib/api-error';
import { getFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { useResetPasswordMutation } from '../auth.api';
import { AuthCard } from './auth-card';
import { PATHS } from '../../../lib/paths';

type ResetField = 'password' | 'confirmPassword';

/** The token of a reset link: in the address's fragment, which browsers never send to a server. */
function tokenFromHash(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
}

/** Where a reset link lands: choose a new password, once. Every session of the account ends. */
export function ResetPasswordScreen() {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const token = useMemo(() => tokenFromHash(hash), [hash]);
  const describeError = useDescribeError();
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const [values, setValues] = useState<Record<ResetField, string>>({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors<ResetField>>({});
  const [done, setDone] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    const parsed = PasswordResetBodySchema.safeParse({ token, password: values.password });
    if (!parsed.success) {
      const fieldErrors = getFieldErrors(parsed.error.issues, t, values);
      if (parsed.error.issues.some((issue) => issue.path[0] === 'token'))
        setServerError(t('accounts.badLink'));
      setErrors(fieldErrors);
      return;
    }
    if (values.password !== values.confirmPassword) {
      setErrors({ confirmPassword: t('validation.passwordsDiffer') });
      return;
    }
    try {
      await resetPassword(parsed.data).unwrap();
      setDone(true);
    } catch (error) {
      setServerError(describeError(error));
    }
  };

  const field = (name: ResetField, label: string, hint?: string) => (
    <TextField
      label={label}
      type="password"
      autoComplete="new-password"
      value={values[name]}
      onChange={(event) => {
        setValues((current) => ({ ...current, [name]: event.target.value }));
        setErrors((current) => ({ ...current, [name]: undefined }));
      }}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? hint}
      fullWidth
    />
  );

  return (
    <AuthCard title={t('accounts.resetTitle')} intro={t('accounts.resetIntro')}>
      {done ? (
        <Stack spacing={2}>
          <Alert severity="success">{t('accounts.resetDone')}</Alert>
          <Button component={RouterLink} to={PATHS.login} variant="contained">
            {t('auth.login.submit')}
          </Button>
        </Stack>
      ) : token === '' ? (
        <Stack spacing={2}>
          <Alert severity="error">{t('accounts.badLink')}</Alert>
          <Link component={RouterLink} to={PATHS.forgotPassword}>
            {t('accounts.askAgain')}
          </Link>
        </Stack>
      ) : (
        <Stack component="form" noValidate spacing={2} onSubmit={(event) => void submit(event)}>
          {serverError && (
            <Alert severity="error">
              {serverError}{' '}
              <Link component={RouterLink} to={PATHS.forgotPassword}>
                {t('accounts.askAgain')}
              </Link>
            </Alert>
          )}
          {field('password', t('fields.newPassword'), t('auth.register.passwordHint', { min: PASSWORD_MIN }))}
          {field('confirmPassword', t('fields.confirmPassword'))}
          <Button type="submit" variant="contained" size="large" loading={isLoading}>
            {t('accounts.resetSubmit')}
          </Button>
        </Stack>
      )}
    </AuthCard>
  );
}
