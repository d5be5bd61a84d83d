import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AppError, badRequest, conflict, notFound } from './errors';
import { MESSAGES, PATTERNED_MESSAGES, resolveMessage, translate } from './messages';

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

const CODE = /^[a-z]+\.[a-z]+(?:_[a-z]+)*$/;

describe('the messages of the API, by code', () => {
  it('has every code in English and in Swahili, each its own words', () => {
    const codes = [...Object.keys(MESSAGES), ...Object.keys(PATTERNED_MESSAGES)];
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code, code).toMatch(CODE);
    for (const [code, { en, sw }] of Object.entries(MESSAGES)) {
      expect(en.trim(), code).not.toBe('');
      expect(sw.trim(), code).not.toBe('');
      expect(sw, code).not.toBe(en);
    }
    for (const [code, { en, sw }] of Object.entries(PATTERNED_MESSAGES)) {
      expect(en.source, code).toMatch(/^\^.*\$$/);
      expect(typeof sw === 'string' ? sw.trim() : sw.length, code).toBeTruthy();
    }
    // No two codes share their English: a sentence from elsewhere resolves to one code.
    const english = Object.values(MESSAGES).map(({ en }) => en);
    expect(new Set(english).size).toBe(english.length);
  });

  it('is thrown by code wherever a service names a fixed message', async () => {
    const thrown =
      /\b(?:badRequest|conflict|forbidden|notFound|unauthorized|tooManyRequests|notReady)\(\s*'([^']+)'/g;
    const notCodes: string[] = [];
    for (const file of await sourceFiles(join(import.meta.dirname, '..'))) {
      const text = await readFile(file, 'utf8');
      for (const [, message] of text.matchAll(thrown)) {
        if (message && !Object.hasOwn(MESSAGES, message)) notCodes.push(`${file}: ${message}`);
      }
    }
    expect(notCodes).toEqual([]);
  });

  it('gives a thrown error its code and its English', () => {
    const missing = notFound('plans.map_not_found');
    expect([missing.statusCode, missing.code, missing.message]).toEqual([
      404,
      'plans.map_not_found',
      'Map not found',
    ]);
    // A sentence with a value is known by its pattern; the value stays in the message.
    const number: number = 3;
    const revision = notFound(`Revision ${number} of this BOQ not found`);
    expect([revision.code, revision.message]).toEqual([
      'boq.revision_not_found',
      'Revision 3 of this BOQ not found',
    ]);
    // Words from elsewhere (a domain refusal) find their code by their English.
    expect(new AppError(409, 'This revision is already accepted').code).toBe(
      'threads.revision_already_accepted',
    );
    const words: string = 'new';
    expect(conflict(`Something ${words} without a code`).code).toBe('request.refused');
    // @ts-expect-error words that are not a code do not compile: they belong in lib/messages.ts
    expect(notFound('Map not found').code).toBe('plans.map_not_found');
    expect(badRequest('request.empty_update').message).toBe('body: send at least one field to change');
  });

  it('translates by code, keeping the value of a sentence that carries one', () => {
    expect(translate('sw', 'plans.map_not_found', 'Map not found')).toBe('Ramani haikupatikana');
    expect(translate('en', 'plans.map_not_found', 'Map not found')).toBe('Map not found');
    const pdf = resolveMessage('plan.txt is not a PDF file; only PDF drawings are accepted');
    expect(translate('sw', pdf.code, pdf.message)).toBe(
      'plan.txt si faili la PDF; michoro ya PDF tu ndiyo inakubaliwa',
    );
    // A unit named in the message reads in Swahili, with its noun's plural (unit-names.ts).
    const left = resolveMessage('quantity: only 4 bag remain on this offer');
    expect(translate('sw', left.code, left.message)).toBe('Kiasi: kilichobaki kwenye ofa hii ni mifuko 4 tu');
    // A schema's own words under a fixed code name the field: they stay as they are.
    expect(translate('sw', 'request.invalid', 'email: email is not a valid address')).toBe(
      'email: email is not a valid address',
    );
    expect(translate('sw', 'request.refused', 'an unknown sentence')).toBe('an unknown sentence');
  });
});
