import { parsePriceListCsv } from '@kadirio/domain';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { translateCsvError } from './csv-messages';
import { en } from '../../lib/locales/en';
import { sw } from '../../lib/locales/sw';

/** A t() over one locale's csv error texts, interpolating {{value}} as i18next does. */
function tOver(errors: Record<string, string>): TFunction {
  return ((key: string, options: Record<string, string> = {}) => {
    const text = errors[key.replace('supply.csv.errors.', '')] ?? key;
    return text.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => options[name] ?? '');
  }) as unknown as TFunction;
}

describe('translateCsvError', () => {
  it('gives the separators refusal of the domain parser in English and Swahili', () => {
    const [error] = parsePriceListCsv('cement-50kg;18500,000').errors;
    expect(translateCsvError(error!.message, tOver(en.supply.csv.errors))).toBe(
      'The price “18500,000” has thousands separators in the wrong places; write it like 18500 or 18,500.',
    );
    expect(translateCsvError(error!.message, tOver(sw.supply.csv.errors))).toBe(
      'Bei “18500,000” ina vitenganishi vya maelfu mahali pasipo sahihi; iandike kama 18500 au 18,500.',
    );
  });
});
