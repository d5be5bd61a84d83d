import type { Language } from '@kadirio/domain/language';
import { unitName as domainUnitName, unitPlural as domainUnitPlural, withUnit } from '@kadirio/domain/units';
import { formatNumber, formatUnit } from './format';

/**
 * The catalogue's unit codes (bag, pcs, m2 …) stay the domain's; the words people read come from
 * the domain's one unit map (`@kadirio/domain/units`), which the server's bills and shopping list
 * read too, with the number where the language puts it: "229 bags", "mifuko 229", "TZS 17,000 kwa
 * mfuko". A unit the map does not know is shown as it is written (m2 → m²).
 */

/** The unit's name, singular, for a column or "per …": "bag" / "mfuko"; "m2" → "m²". */
export function unitName(unit: string, language: Language): string {
  return formatUnit(domainUnitName(unit, language));
}

/** The unit's plural name, for a heading: "bags" / "mifuko". */
export function unitPlural(unit: string, language: Language): string {
  return formatUnit(domainUnitPlural(unit, language));
}

/** An amount with its unit in the reader's language: "229 bags" / "mifuko 229", "1 bag" / "mfuko 1". */
export function formatQuantity(value: number, unit: string, language: Language): string {
  return withUnit(value, formatNumber(value, language), unit, language);
}
