import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { PASSWORD_RESET_LIMITS, PasswordResetRequestBodySchema, type ResetDelivery } from '@kadirio/domain';
import { useDescribeError } from '../../../lib/api-error';
import type { FieldErrors } from '../../../lib/form-errors';
import { usePasswordResetOptionsQuery, useRequestPasswordResetMutation } from '../auth.api';
import { AuthCard } from './auth-card';
import { PATHS } from '../../../lib/paths';

/**
 * "Forgot your password?": takes the account's e-mail or phone number. An e-mail, where the server
 * sends mail, gets its link by e-mail; otherwise an administrator sends the link by WhatsApp or
 * SMS, and the page says so. The answer is the same whether or not an account exists.
 */
export function ForgotPasswordScreen() {
  const { t } = useTranslation();
  const describeError = useDescribeError();
  const options = usePasswordResetOptionsQuery();
  const [requestReset, { isLoading }] = useRequestPasswordResetMutation();
  const [values, setValues] = useState({ email: '' });
  const [errors, setErrors] = useState<FieldErrors<'email'>>({});
  const [delivery, setDelivery] = useState<ResetDelivery | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    const parsed = PasswordResetRequestBodySchema.safeParse(values);
    if (!parsed.success) {
      // The one field is an e-mail or a phone: whatever is wrong with it, say what it takes.
      setErrors({ email: t('validation.emailOrPhoneInvalid') });
      return;
    }
    try {
      setDelivery((await requestReset(parsed.data.email).unwrap()).delivery);
    } catch (error) {
      setServerError(describeError(error));
    }
  };

  const backToLogin = (
    <Link component={RouterLink} to={PATHS.login} variant="body2">
      {t('accounts.backToLogin')}
    </Link>
  );

  let content;
  if (options.isLoading) content = <CircularProgress aria-label={t('accounts.loading')} />;
  else if (delivery !== null) {
    content = (
      <Stack spacing={2}>
        <Alert severity="success">
          {delivery === 'email'
            ? t('accounts.forgotSent', { minutes: PASSWORD_RESET_LIMITS.emailLinkMinutes })
            : t('accounts.forgotSentByAdmin', { hours: PASSWORD_RESET_LIMITS.adminLinkMinutes / 60 })}
        </Alert>
        {backToLogin}
      </Stack>
    );
  } else {
    content = (
      <Stack component="form" noValidate spacing={2} onSubmit={(event) => void submit(event)}>
        {serverError && <Alert severity="error">{serverError}</Alert>}
        <TextField
          label={t('accounts.emailOrPhone')}
          autoComplete="username"
          value={values.email}
          onChange={(event) => {
            setValues({ email: event.target.value });
            setErrors({});
          }}
          error={Boolean(errors.email)}
          helperText={errors.email ?? t('accounts.emailOrPhoneHint')}
          fullWidth
        />
        <Button type="submit" variant="contained" size="large" loading={isLoading}>
          {t('accounts.forgotSubmit')}
        </Button>
        <Alert severity="info" variant="outlined">
          {options.data?.byEmail === false ? t('accounts.noMailHere') : t('accounts.noEmailHint')}
        </Alert>
        {backToLogin}
      </Stack>
    );
  }

  return (
    <AuthCard title={t('accounts.forgotTitle')} intro={t('accounts.forgotIntro')}>
      {content}
    </AuthCard>
  );
}
