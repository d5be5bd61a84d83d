import { describe, expect, it } from 'vitest';
import { BILL_TEXT, BoqExportQuerySchema, printedUnit, type PreambleFacts } from './bill-text';

const facts: PreambleFacts = {
  currency: 'TZS',
  contingencyPercent: 5,
  vatPercent: 18,
  ratesIncludeVat: true,
  labourByKind: { builderWork: 30, services: 25, fittedGoods: 10, fees: 0 },
};

describe('BoqExportQuerySchema', () => {
  it('reads English when no language is asked, Swahili when asked, and refuses another naming lang', () => {
    expect(BoqExportQuerySchema.parse({})).toEqual({ lang: 'en' });
    expect(BoqExportQuerySchema.parse({ lang: 'sw' })).toEqual({ lang: 'sw' });
    const wrong = BoqExportQuerySchema.safeParse({ lang: 'fr' });
    expect(wrong.error?.issues[0]?.path).toEqual(['lang']);
  });
});

describe.each(['en', 'sw'] as const)('BILL_TEXT.%s preambles', (lang) => {
  const { preambles } = BILL_TEXT[lang];

  it('state the VAT as included in the rates or as added, with its percentage kept to its sign', () => {
    expect(preambles(facts).join('\n')).toContain('18\u00a0%');
    const included = preambles(facts).join('\n');
    const added = preambles({ ...facts, ratesIncludeVat: false }).join('\n');
    expect(included).toMatch(/18\s%/);
    expect(included).not.toBe(added);
    expect(added).toMatch(/18\s%/);
  });

  it('state the contingency and the labour of each kind, or only the rule when the revision has no kinds', () => {
    const stated = preambles(facts).join('\n');
    expect(stated).toMatch(/ 5\s%/);
    expect(stated).toMatch(/30\s%.*25\s%.*10\s%.*0\s%/);
    expect(preambles({ ...facts, labourByKind: null }).join('\n')).not.toMatch(/30\s%/);
  });
});

describe.each(['en', 'sw'] as const)('BILL_TEXT.%s preambles of a measured bill', (lang) => {
  it('state the all-in rate rule and where the labour is, only when the bills are measured', () => {
    const { preambles } = BILL_TEXT[lang];
    const measured = preambles({ ...facts, measured: true });
    const materials = preambles(facts);
    expect(measured).toHaveLength(materials.length + 1);
    expect(measured.join('\n')).toMatch(/SM, CM, LM, KG, No, Item/);
    expect(materials.join('\n')).not.toMatch(/SM, CM, LM, KG, No, Item/);
    expect(measured.join('\n')).toContain(lang === 'en' ? 'the rate analysis.' : 'uchambuzi wa bei.');
  });
});

describe('BILL_TEXT', () => {
  it('numbers pages in each language', () => {
    expect(BILL_TEXT.en.pageOf(3, 12)).toBe('Page 3 of 12');
    expect(BILL_TEXT.sw.pageOf(3, 12)).toBe('Ukurasa 3 kati ya 12');
  });
});

describe('printedUnit', () => {
  it('prints the catalogue’s English unit words in Swahili in a Swahili bill', () => {
    expect(printedUnit('bag', 'sw')).toBe('mfuko');
    expect(printedUnit('pcs', 'sw')).toBe('kipande');
    expect(printedUnit('trip', 'sw')).toBe('safari');
    expect(printedUnit('month', 'sw')).toBe('mwezi');
    expect(printedUnit('roll', 'sw')).toBe('roli');
  });

  it('keeps symbols and the surveyor’s codes as they are, and every unit in an English bill', () => {
    for (const unit of ['m', 'm2', 'm3', 'kg', 'L', 'SM', 'CM', 'LM', 'No', 'Item']) {
      expect(printedUnit(unit, 'sw')).toBe(unit);
    }
    expect(printedUnit('bag', 'en')).toBe('bag');
  });
});
