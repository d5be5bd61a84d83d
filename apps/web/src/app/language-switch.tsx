import NativeSelect from '@mui/material/NativeSelect';
import { useTranslation } from 'react-i18next';
import type { Language } from '@kadirio/domain';
import { isLanguage, SUPPORTED_LANGUAGES } from '../lib/i18n';

/**
 * The language select of the top bar. What a change does is the caller's: the app also saves it
 * to the signed-in account (app-top-bar.tsx); the landing page only switches (landing-page.tsx).
 */
export function LanguageSwitch({
  value,
  onChange,
}: {
  value: Language;
  onChange: (language: Language) => void;
}) {
  const { t } = useTranslation();
  return (
    <NativeSelect
      value={value}
      onChange={(event) => {
        if (isLanguage(event.target.value)) onChange(event.target.value);
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
