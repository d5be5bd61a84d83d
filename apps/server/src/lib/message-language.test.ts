import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSignedInUser } from '../testing/factories';
import { createTestApp } from '../testing/test-app';
import { messageIn, requestLanguage } from './message-language';
import { toSwahili } from './messages-sw';

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const files: string[] = [];
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await sourceFiles(path)));
    else if (entry.name.endsWith('.ts') && !entry.name.includes('.test.')) files.push(path);
  }
  return files;
}

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

describe('the Swahili of the API messages', () => {
  it('has every fixed message a service throws', async () => {
    const thrown = /\b(?:badRequest|conflict|forbidden|notFound|unauthorized)\(\s*'([^']+)'\s*\)/g;
    const untranslated: string[] = [];
    for (const file of await sourceFiles(join(import.meta.dirname, '..'))) {
      const text = await readFile(file, 'utf8');
      for (const [, message] of text.matchAll(thrown)) {
        if (message && toSwahili(message) === message) untranslated.push(`${file}: ${message}`);
      }
    }
    expect(untranslated).toEqual([]);
  });

  it('keeps the value of a sentence that carries one', () => {
    expect(toSwahili('plan.txt is not a PDF file; only PDF drawings are accepted')).toBe(
      'plan.txt si faili la PDF; michoro ya PDF tu ndiyo inakubaliwa',
    );
    expect(toSwahili('Revision 3 of this BOQ not found')).toBe('Toleo la 3 la BOQ hii halikupatikana');
    expect(messageIn('en', 'Map not found')).toBe('Map not found');
    // A unit named in the message reads in Swahili, with its noun's plural (unit-names.ts).
    expect(toSwahili('quantity: only 4 bag remain on this offer')).toBe(
      'Kiasi: kilichobaki kwenye ofa hii ni mifuko 4 tu',
    );
    expect(toSwahili('quantity: only 1 trip remain on this offer')).toBe(
      'Kiasi: kilichobaki kwenye ofa hii ni safari 1 tu',
    );
    expect(messageIn('sw', 'an unknown sentence')).toBe('an unknown sentence');
  });

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
      expect(inSwahili.json()).toEqual({ message: 'Ramani haikupatikana' });
      expect(inSwahili.headers['content-language']).toBe('sw');
      expect(String(inSwahili.headers.vary)).toMatch(/Accept-Language/);
      const inEnglish = await testApp.app.inject({ method: 'GET', url, headers: user.auth });
      expect(inEnglish.json()).toEqual({ message: 'Map not found' });
      const signedOut = await testApp.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-language': 'sw-TZ' },
      });
      expect(signedOut.json()).toEqual({ message: 'Unahitaji kuingia' });
    } finally {
      await testApp.close();
    }
  });
});
