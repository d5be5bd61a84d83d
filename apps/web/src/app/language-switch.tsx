import NativeSelect from '@mui/material/NativeSelect';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { Language } from '@kadirio/domain';
import { useUpdateProfileMutation } from '../features/auth/auth.api';
import { selectSessionUser } from '../features/auth/auth.slice';
import { useDescribeError } from '../lib/api-error';
import { isLanguage, SUPPORTED_LANGUAGES } from '../lib/i18n';
import { useAppSelector } from './hooks';

/**
 * Switches the interface language at once. The choice is remembered in this browser (i18n.ts)
 * and, when signed in, saved as the account's language so it follows the user to other devices.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const describeError = useDescribeError();
  const user = useAppSelector(selectSessionUser);
  const [updateProfile] = useUpdateProfileMutation();
  const current: Language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';

  const change = async (language: Language) => {
    await i18n.changeLanguage(language);
    if (!user || user.language === language) return;
    try {
      await updateProfile({ id: user._id, body: { language } }).unwrap();
    } catch (error) {
      toast.error(describeError(error));
    }
  };

  return (
    <NativeSelect
      value={current}
      onChange={(event) => {
        if (isLanguage(event.target.value)) void change(event.target.value);
      }}
      inputProps={{ 'aria-label': t('nav.language') }}
      sx={{ fontSize: '0.95rem' }}
    >
      {SUPPORTED_LANGUAGES.map((language) => (
        <option key={language} value={language}>
          {t(`languages.${language}`)}
        </option>
      ))}
    </NativeSelect>
  );
}
