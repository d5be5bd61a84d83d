import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@kadirio/domain';
import { en } from './locales/en';
import { sw } from './locales/sw';
import { readStorage, writeStorage } from './storage';

/** localStorage key of the chosen language; the signed-in user's `language` is saved on the server too. */
export const LANGUAGE_STORAGE_KEY = 'language';

export const resources = { en: { translation: en }, sw: { translation: sw } } as const;

/**
 * The domain's LANGUAGES, restated as a type-checked literal: importing values from the domain
 * would bring zod into the first download, and this list is needed before anything else.
 */
export const SUPPORTED_LANGUAGES = ['en', 'sw'] as const satisfies readonly Language[];

export function isLanguage(value: unknown): value is Language {
  return (SUPPORTED_LANGUAGES as readonly unknown[]).includes(value);
}

function readStoredLanguage(): Language {
  const stored = readStorage('local', LANGUAGE_STORAGE_KEY);
  return isLanguage(stored) ? stored : 'en';
}

function applyLanguage(language: string): void {
  writeStorage('local', LANGUAGE_STORAGE_KEY, language);
  document.documentElement.lang = language;
}

void i18n.use(initReactI18next).init({
  resources,
  lng: readStoredLanguage(),
  fallbackLng: 'en',
  supportedLngs: [...SUPPORTED_LANGUAGES],
  // Resources are bundled, so initialising synchronously lets the first render be translated.
  initAsync: false,
  interpolation: { escapeValue: false },
});
document.documentElement.lang = i18n.language;
i18n.on('languageChanged', applyLanguage);

/** The language the interface shows now. */
export function getCurrentLanguage(): Language {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
}

/** A BCP 47 locale for dates and numbers in the current language. */
export function getLocale(language: Language = getCurrentLanguage()): string {
  return language === 'sw' ? 'sw-TZ' : 'en-GB';
}

export default i18n;
