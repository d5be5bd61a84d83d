import { useState, type FormEvent } from 'react';
import { CONTACT_LIMITS, ContactBodySchema } from '@kadirio/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { useDescribeError } from '../../../lib/api-error';
import { translateIssue, type FieldErrors } from '../../../lib/form-errors';
import { useSendContactMessageMutation } from '../contact.api';

type Field = 'name' | 'email' | 'phone' | 'message';
const EMPTY: Record<Field, string> = { name: '', email: '', phone: '', message: '' };
const LABEL_KEYS = {
  name: 'fields.name',
  email: 'fields.email',
  phone: 'fields.phone',
  message: 'contactForm.message',
} as const;

/** The public contact form: name, email and/or phone, message; checked as the server checks it. */
export function ContactForm() {
  const { t } = useTranslation();
  const describeError = useDescribeError();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [isSent, setIsSent] = useState(false);
  const [send, sending] = useSendContactMessageMutation();

  const change = (field: Field) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    // "email or phone" is shown on email: giving either answers it.
    const reachFields = field === 'email' || field === 'phone' ? { email: undefined, phone: undefined } : {};
    setErrors((current) => ({ ...current, [field]: undefined, ...reachFields }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ContactBodySchema.safeParse(values);
    if (!parsed.success) {
      const found: FieldErrors<Field> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '') as Field;
        if (!(field in LABEL_KEYS) || found[field]) continue;
        found[field] =
          issue.code === 'custom' && field === 'email'
            ? t('contactForm.reachRequired')
            : translateIssue(
                issue,
                t,
                field === 'message' ? t(LABEL_KEYS.message) : field,
                values[field].trim() === '',
              );
      }
      setErrors(found);
      return;
    }
    try {
      await send(parsed.data).unwrap();
      setValues(EMPTY);
      setIsSent(true);
      toast.success(t('contactForm.sent'));
    } catch (error) {
      toast.error(describeError(error));
    }
  };

  if (isSent) {
    return (
      <Alert
        severity="success"
        action={
          <Button color="inherit" size="small" onClick={() => setIsSent(false)}>
            {t('contactForm.sendAnother')}
          </Button>
        }
      >
        {t('contactForm.sent')}
      </Alert>
    );
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="contact-form-title"
    >
      <Typography id="contact-form-title" variant="h2" sx={{ fontSize: '1.5rem', mb: 1 }}>
        {t('contactForm.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('contactForm.intro')}
      </Typography>
      <Stack spacing={2}>
        <TextField
          label={t('fields.name')}
          value={values.name}
          onChange={change('name')}
          error={Boolean(errors.name)}
          helperText={errors.name}
          autoComplete="name"
          required
          fullWidth
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label={t('fields.email')}
            type="email"
            value={values.email}
            onChange={change('email')}
            error={Boolean(errors.email)}
            helperText={errors.email}
            autoComplete="email"
            fullWidth
          />
          <TextField
            label={t('fields.phone')}
            type="tel"
            value={values.phone}
            onChange={change('phone')}
            error={Boolean(errors.phone)}
            helperText={errors.phone}
            autoComplete="tel"
            fullWidth
          />
        </Stack>
        <TextField
          label={t('contactForm.message')}
          value={values.message}
          onChange={change('message')}
          error={Boolean(errors.message)}
          helperText={errors.message}
          multiline
          minRows={5}
          required
          fullWidth
          slotProps={{ htmlInput: { maxLength: CONTACT_LIMITS.messageMax } }}
        />
        <Box>
          <Button type="submit" variant="contained" size="large" loading={sending.isLoading}>
            {t('contactForm.submit')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
