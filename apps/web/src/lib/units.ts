import type { TFunction } from 'i18next';
import type { Language } from '@kadirio/domain';
import { en } from './locales/en';
import { formatNumber, formatUnit } from './format';

/**
 * The catalogue's unit codes (bag, pcs, m2 …) stay the domain's; the words people read are the
 * web's, per language, with the number where the language puts it: "229 bags", "mifuko 229",
 * "TZS 17,000 kwa mfuko". A unit the table does not know is shown as it is written.
 */
type KnownUnit = keyof typeof en.units;

function isKnownUnit(unit: string): unit is KnownUnit {
  return Object.hasOwn(en.units, unit);
}

/** The unit's name, singular, for "per …": "bag" / "mfuko"; "m2" → "m²". */
export function unitName(unit: string, t: TFunction): string {
  return isKnownUnit(unit) ? t(`units.${unit}.name`) : formatUnit(unit);
}

/** An amount with its unit in the reader's language: "229 bags" / "mifuko 229", "1 bag" / "mfuko 1". */
export function formatQuantity(value: number, unit: string, language: Language, t: TFunction): string {
  const amount = formatNumber(value, language);
  if (!isKnownUnit(unit)) return `${amount} ${formatUnit(unit)}`;
  return t(`units.${unit}.count`, { count: value, amount });
}
