/**
 * Links that call or message a phone number as people write it here: `0712 345 678`,
 * `+255 712 345 678`, `255712345678`. Tanzanian numbers (country code 255, E.164) are assumed when
 * the number starts with a single 0, as local numbers do.
 */
export function internationalDigits(phone: string): string | null {
  const digits = phone.replace(/[^\d+]/g, '');
  if (/^\+\d{8,15}$/.test(digits)) return digits.slice(1);
  if (/^0\d{9}$/.test(digits)) return `255${digits.slice(1)}`;
  if (/^\d{11,15}$/.test(digits)) return digits;
  return null;
}

/** `tel:+255712345678`, or null when the text is no phone number. */
export function telHref(phone: string): string | null {
  const international = internationalDigits(phone);
  return international ? `tel:+${international}` : null;
}

/** `https://wa.me/255712345678` (WhatsApp's click-to-chat: digits only, no plus), or null. */
export function whatsAppHref(phone: string, text?: string): string | null {
  const international = internationalDigits(phone);
  if (!international) return null;
  return `https://wa.me/${international}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
}

/** `sms:+255712345678?body=…` (RFC 5724), or null when the text is no phone number. */
export function smsHref(phone: string, body: string): string | null {
  const international = internationalDigits(phone);
  return international ? `sms:+${international}?body=${encodeURIComponent(body)}` : null;
}
