import { describe, expect, it } from 'vitest';
import { browserLanguage } from './i18n';

describe('browserLanguage', () => {
  it("follows the browser's first language the app has", () => {
    expect(browserLanguage(['sw-TZ', 'en-GB'])).toBe('sw');
    expect(browserLanguage(['fr-FR', 'SW', 'en'])).toBe('sw');
    expect(browserLanguage(['en-US', 'sw'])).toBe('en');
  });

  it('falls back to English when none is ours', () => {
    expect(browserLanguage(['fr-FR', 'de'])).toBe('en');
    expect(browserLanguage([])).toBe('en');
  });
});
