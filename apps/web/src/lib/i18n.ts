import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isLanguage, LANGUAGES, type Language } from '@kadirio/domain/language';
import { en, type TranslationResource } from './locales/en';
import { readStorage, writeStorage } from './storage';

/** localStorage key of the chosen language; the signed-in user's `language` is saved on the server too. */
export const LANGUAGE_STORAGE_KEY = 'language';

/**
 * English is bundled: it is the fallback and the language of most first visits. Every other
 * language is its own chunk, fetched when chosen (`changeLanguage`), so a visitor who reads
 * English never downloads the Swahili strings (about 15 KB gzipped).
 */
const LANGUAGE_LOADERS: Record<Exclude<Language, 'en'>, () => Promise<TranslationResource>> = {
  sw: () => import('./locales/sw').then((module) => module.sw),
};

/**
 * The domain's languages, from its plain list (`@kadirio/domain/language`): this is needed before
 * anything else, and the package's root would bring zod into the first download.
 */
export const SUPPORTED_LANGUAGES = LANGUAGES;
export { isLanguage };

/**
 * The browser's preferred interface language among ours (`navigator.languages`, best first):
 * `sw-TZ` and `sw` are Swahili; English when none of its languages is one of ours.
 */
export function browserLanguage(preferred: readonly string[] = navigator.languages ?? []): Language {
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return 'en';
}

/** The language this browser chose last time; on a first visit, the browser's own. */
function readStoredLanguage(): Language {
  return chosenLanguage() ?? browserLanguage();
}

function applyLanguage(language: string): void {
  document.documentElement.lang = language;
}

/**
 * The language a person chose on this browser (the language select, or their account's language
 * after signing in); undefined while the interface only follows the browser's language.
 */
export function chosenLanguage(): Language | undefined {
  const stored = readStorage('local', LANGUAGE_STORAGE_KEY);
  return isLanguage(stored) ? stored : undefined;
}

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en } },
  // Starts in English; `initLanguage` switches to a remembered other language once its strings are in.
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: [...SUPPORTED_LANGUAGES],
  // English is bundled, so initialising synchronously lets the first render be translated.
  initAsync: false,
  interpolation: { escapeValue: false },
});
document.documentElement.lang = i18n.language;
i18n.on('languageChanged', applyLanguage);

/** Fetches a language's strings once and adds them to i18next; English is always there. */
export async function loadLanguage(language: Language): Promise<void> {
  if (language === 'en' || i18n.hasResourceBundle(language, 'translation')) return;
  i18n.addResourceBundle(language, 'translation', await LANGUAGE_LOADERS[language]());
}

async function showLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  await i18n.changeLanguage(language);
}

/**
 * Switches the interface to a language the person chose (fetching its strings first when they
 * are not loaded yet) and remembers the choice on this browser.
 */
export async function changeLanguage(language: Language): Promise<void> {
  await showLanguage(language);
  writeStorage('local', LANGUAGE_STORAGE_KEY, language);
}

/**
 * Before the first render: the language this browser chose last time, or on a first visit the
 * browser's language. English resolves at once;
 * another language waits for its strings, so the first paint is never in the wrong language.
 */
export async function initLanguage(): Promise<void> {
  const stored = readStoredLanguage();
  // A failed download leaves the page in English rather than blank.
  // Shown, not remembered: a language that only follows the browser is not the person's choice.
  if (stored !== 'en') await showLanguage(stored).catch(() => undefined);
}

/** The language the interface shows now. */
export function getCurrentLanguage(): Language {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
}

/** A BCP 47 locale for dates and numbers in the current language. */
export function getLocale(language: Language = getCurrentLanguage()): string {
  return language === 'sw' ? 'sw-TZ' : 'en-GB';
}

export default i18n;
