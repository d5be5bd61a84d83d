import { describe, expect, it } from 'vitest';
import { createSignedInUser } from '../testing/factories';
import { createTestApp } from '../testing/test-app';
import { requestLanguage } from './message-language';

describe('requestLanguage', () => {
  it('takes the best-weighted of our languages', () => {
    expect(requestLanguage('sw')).toBe('sw');
    expect(requestLanguage('sw-TZ,en;q=0.8')).toBe('sw');
    expect(requestLanguage('en-GB,sw;q=0.9')).toBe('en');
    expect(requestLanguage('fr-FR,sw;q=0.5')).toBe('sw');
    expect(requestLanguage('en;q=0.2,sw;q=0.7')).toBe('sw');
    expect(requestLanguage('fr, de')).toBe('en');
    expect(requestLanguage('sw;q=0')).toBe('en');
    expect(requestLanguage(undefined)).toBe('en');
  });
});

describe('the API answers in its language', () => {
  it("answers in the request's language", async () => {
    const testApp = await createTestApp();
    try {
      const user = await createSignedInUser(testApp, 'user');
      const url = '/api/maps/00000000-0000-4000-8000-000000000000';
      const inSwahili = await testApp.app.inject({
        method: 'GET',
        url,
        headers: { ...user.auth, 'accept-language': 'sw' },
      });
      expect(inSwahili.statusCode).toBe(404);
      expect(inSwahili.json()).toEqual({ message: 'Ramani haikupatikana', code: 'plans.map_not_found' });
      expect(inSwahili.headers['content-language']).toBe('sw');
      expect(String(inSwahili.headers.vary)).toMatch(/Accept-Language/);
      const inEnglish = await testApp.app.inject({ method: 'GET', url, headers: user.auth });
      expect(inEnglish.json()).toEqual({ message: 'Map not found', code: 'plans.map_not_found' });
      const signedOut = await testApp.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-language': 'sw-TZ' },
      });
      expect(signedOut.json()).toEqual({ message: 'Unahitaji kuingia', code: 'auth.sign_in_needed' });
    } finally {
      await testApp.close();
    }
  });
});
