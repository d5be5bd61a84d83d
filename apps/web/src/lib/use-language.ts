import { useTranslation } from 'react-i18next';
import type { Language } from '@kadirio/domain';
import { isLanguage } from './i18n';

/** The language the interface shows now, re-rendering when it changes. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
}
