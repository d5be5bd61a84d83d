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
import { PASSWORD_MIN, RegisterBodySchema, type RegisterBody } from '@kadirio/domain';
import { useAppSelector } from '../../../app/hooks';
import { useDescribeError } from '../../../lib/api-error';
import { changeLanguage, getCurrentLanguage } from '../../../lib/i18n';
import { getFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { useRegisterMutation } from '../auth.api';
import { selectSessionUser } from '../auth.slice';
import { AuthCard } from './auth-card';
import { PATHS } from '../../../lib/paths';

type RegisterField = Exclude<keyof RegisterBody, 'language'>;

/**
 * Self-registration always creates a client (`user`); only an admin grants other roles, so there
 * is no role field. The phone is what the account signs in with; the e-mail is optional.
 */
export function RegisterScreen() {
  const { t } = useTranslation();
  const describeError = useDescribeError();
  const user = useAppSelector(selectSessionUser);
  const [register, { isLoading }] = useRegisterMutation();
  const [values, setValues] = useState<Record<RegisterField, string>>({
    name: '',
    email: '',
    phone: '',
    password: '',
  });
  const [errors, setErrors] = useState<FieldErrors<RegisterField>>({});
  const [serverError, setServerError] = useState<string | null>(null);

  if (user) return <Navigate to={PATHS.home} replace />;

  const change = (field: RegisterField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    // The language on screen is the one the account keeps (it was English whatever was shown).
    const body: RegisterBody = { ...values, language: getCurrentLanguage() };
    const parsed = RegisterBodySchema.safeParse(body);
    if (!parsed.success) {
      setErrors(getFieldErrors(parsed.error.issues, t, values));
      return;
    }
    try {
      const session = await register(parsed.data).unwrap();
      toast.success(t('messages.registered'));
      await changeLanguage(session.language);
    } catch (error) {
      const message = describeError(error);
      setServerError(message);
      toast.error(message);
    }
  };

  const field = (
    name: RegisterField,
    label: string,
    props: { type?: string; autoComplete: string; hint?: string },
  ) => (
    <TextField
      label={label}
      type={props.type ?? 'text'}
      autoComplete={props.autoComplete}
      value={values[name]}
      onChange={(event) => change(name)(event.target.value)}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? props.hint}
      fullWidth
    />
  );

  return (
    <AuthCard title={t('auth.register.title')} intro={t('auth.register.intro')}>
      <Stack component="form" noValidate spacing={2} onSubmit={(event) => void submit(event)}>
        {serverError && <Alert severity="error">{serverError}</Alert>}
        {field('name', t('fields.name'), { autoComplete: 'name' })}
        {field('phone', t('fields.phone'), {
          type: 'tel',
          autoComplete: 'tel',
          hint: t('auth.register.phoneHint'),
        })}
        {field('email', t('auth.register.emailOptional'), {
          type: 'email',
          autoComplete: 'email',
          hint: t('auth.register.emailOptionalHint'),
        })}
        {field('password', t('fields.password'), {
          type: 'password',
          autoComplete: 'new-password',
          hint: t('auth.register.passwordHint', { min: PASSWORD_MIN }),
        })}
        <Button type="submit" variant="contained" size="large" loading={isLoading}>
          {t('auth.register.submit')}
        </Button>
        <Typography variant="body2">
          {t('auth.register.haveAccount')}{' '}
          <Link component={RouterLink} to={PATHS.login}>
            {t('auth.register.logInInstead')}
          </Link>
        </Typography>
      </Stack>
    </AuthCard>
  );
}
