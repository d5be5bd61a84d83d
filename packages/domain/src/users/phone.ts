/**
 * One phone number, however it is written: `0712 345 678`, `+255712345678`, `255712345678` and
 * `00255 712-345-678` are all `+255712345678`. A number written the local way (a leading 0, or
 * the nine digits alone) is taken as Tanzanian, the country Kadirio serves first; one written
 * with its country code (+ or 00) keeps it. Answers null for anything that is not a number a
 * person could dial.
 */
export const DEFAULT_COUNTRY_CODE = '255';

/** Spaces, dashes, dots and brackets are how people group digits; they carry no meaning. */
const SEPARATORS = /[\s\-.()]/g;

export function normalisePhone(raw: string): string | null {
  const compact = raw.replace(SEPARATORS, '');
  if (!/^\+?[0-9]+$/.test(compact)) return null;
  let international: string;
  if (compact.startsWith('+')) international = compact.slice(1);
  else if (compact.startsWith('00')) international = compact.slice(2);
  else if (compact.startsWith(DEFAULT_COUNTRY_CODE) && compact.length === 12) international = compact;
  else if (compact.startsWith('0') && compact.length === 10) {
    international = DEFAULT_COUNTRY_CODE + compact.slice(1);
  } else if (compact.length === 9 && !compact.startsWith('0')) {
    international = DEFAULT_COUNTRY_CODE + compact;
  } else international = compact;
  // E.164: a country code that does not start with 0, at most 15 digits in all.
  if (!/^[1-9][0-9]{6,14}$/.test(international)) return null;
  return `+${international}`;
}

/** What a sign-in's identifier is: an e-mail has an @, anything else is tried as a phone. */
export function isEmailIdentifier(identifier: string): boolean {
  return identifier.includes('@');
}
