import type { TFunction } from 'i18next';

/**
 * The domain's CSV parser explains each refused row in English for API clients; these are its
 * known sentences, recognised so a Swahili reader gets theirs. Unknown ones pass through.
 */
const KNOWN: readonly [RegExp, (match: RegExpExecArray, t: TFunction) => string][] = [
  [/^the file is empty$/, (_m, t) => t('supply.csv.errors.empty')],
  [/^the header needs material and price columns$/, (_m, t) => t('supply.csv.errors.header')],
  [/^material is missing$/, (_m, t) => t('supply.csv.errors.materialMissing')],
  [/^price is missing$/, (_m, t) => t('supply.csv.errors.priceMissing')],
  [/^price "(.*)" is not a whole number of TZS$/, (m, t) => t('supply.csv.errors.price', { value: m[1] })],
  [
    /^price "(.*)" has thousands separators in the wrong places/,
    (m, t) => t('supply.csv.errors.priceSeparators', { value: m[1] }),
  ],
  [/^quotedAt "(.*)" is not a date/, (m, t) => t('supply.csv.errors.date', { value: m[1] })],
  [
    /^material (\S+) is not in the catalogue$/,
    (m, t) => t('supply.csv.errors.unknownMaterial', { material: m[1] }),
  ],
  [
    /^material (\S+) is already on line (\d+)$/,
    (m, t) => t('supply.csv.errors.repeated', { material: m[1], line: m[2] }),
  ],
  [/^material must be a catalogue material key/, (_m, t) => t('supply.csv.errors.materialKey')],
  [/^a price list holds at most (\d+) lines$/, (m, t) => t('supply.csv.errors.tooMany', { max: m[1] })],
];

export function translateCsvError(message: string, t: TFunction): string {
  for (const [pattern, translate] of KNOWN) {
    const match = pattern.exec(message);
    if (match) return translate(match, t);
  }
  return message;
}
