import { MAP_LIMITS } from '@kadirio/domain';
import { describe, expect, it } from 'vitest';
import { contentDisposition, sanitiseFileName } from './file-names';

describe('sanitiseFileName', () => {
  it.each([
    ['plan.pdf', 'plan.pdf'],
    ['C:\\Users\\Asha\\Desktop\\ramani ya nyumba.pdf', 'ramani ya nyumba.pdf'],
    ['../../etc/passwd', 'passwd.pdf'],
    ['/var/data/../plan.PDF', 'plan.PDF'],
    ['..', 'drawing.pdf'],
    ['.hidden.pdf', 'hidden.pdf'],
    ['', 'drawing.pdf'],
    [undefined, 'drawing.pdf'],
    ['   ', 'drawing.pdf'],
    ['plan\u0000\u0007\r\n.pdf', 'plan.pdf'],
    ['plan\u202Efdp.exe', 'planfdp.exe.pdf'],
    ['zero\u200Bwidth.pdf', 'zerowidth.pdf'],
    ['a"b<c>d|e?f*g:h.pdf', 'a_b_c_d_e_f_g_h.pdf'],
    ['  many   spaces  here .pdf ', 'many spaces here .pdf'],
    ['sakafu ya juu', 'sakafu ya juu.pdf'],
    ['ghorofa.', 'ghorofa.pdf'],
    ['Mpango wa nyumba – ghorofa ya 2 (ñ).pdf', 'Mpango wa nyumba – ghorofa ya 2 (ñ).pdf'],
  ])('%j → %j', (raw, expected) => {
    expect(sanitiseFileName(raw)).toBe(expected);
  });

  it('caps the length, keeping the .pdf ending and whole characters', () => {
    const long = `${'🏠'.repeat(400)}.pdf`;
    const name = sanitiseFileName(long);
    expect(Array.from(name).length).toBeLessThanOrEqual(MAP_LIMITS.drawingNameMax);
    expect(name.endsWith('.pdf')).toBe(true);
    expect(name).not.toMatch(/\uFFFD/);
    expect(name).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });

  it.each([
    ['IMG_2041.JPG', 'jpg', 'IMG_2041.JPG'],
    ['photo.jpeg', 'jpg', 'photo.jpeg'],
    ['plan.pdf', 'jpg', 'plan.pdf.jpg'],
    ['scan', 'png', 'scan.png'],
    ['ramani.docx', null, 'ramani.docx'],
    ['../x/ramani.docx', null, 'ramani.docx'],
  ] as const)('%j as %s → %j', (raw, extension, expected) => {
    expect(sanitiseFileName(raw, extension)).toBe(expected);
  });

  it('is idempotent', () => {
    for (const raw of ['a/b/c.pdf', 'x'.repeat(500), '..\\..\\boot.ini', 'ok.pdf'])
      expect(sanitiseFileName(sanitiseFileName(raw))).toBe(sanitiseFileName(raw));
  });
});

describe('contentDisposition', () => {
  it('gives an ASCII filename and the exact UTF-8 name as filename*', () => {
    expect(contentDisposition('ramani ñ.pdf')).toBe(
      `inline; filename="ramani _.pdf"; filename*=UTF-8''ramani%20%C3%B1.pdf`,
    );
  });

  it('cannot be broken out of by quotes, backslashes, semicolons or new lines', () => {
    const header = contentDisposition('a";\r\nX-Evil: 1; b\\.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    const plain = /filename="([^"]*)"/.exec(header)?.[1];
    expect(plain).toBeDefined();
    expect(plain).not.toMatch(/[";\\]/);
    expect(header).toMatch(/filename\*=UTF-8''[A-Za-z0-9!#$&+\-.^_`|~%]+$/);
  });

  it('escapes the characters RFC 5987 does not allow unencoded', () => {
    expect(contentDisposition("it's (1)*.pdf", 'attachment')).toContain(
      `filename*=UTF-8''it%27s%20%281%29_.pdf`,
    );
  });
});
