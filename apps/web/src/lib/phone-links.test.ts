import { describe, expect, it } from 'vitest';
import { internationalDigits, smsHref, telHref, whatsAppHref } from './phone-links';

describe('phone links', () => {
  it.each([
    ['0712 345 678', '255712345678'],
    ['+255 712 345 678', '255712345678'],
    ['255712345678', '255712345678'],
    ['+254-722-000-111', '254722000111'],
    ['12345', null],
    ['call me', null],
  ])('%s → %s', (phone, expected) => {
    expect(internationalDigits(phone)).toBe(expected);
  });

  it('makes tel: and wa.me links', () => {
    expect(telHref('0712 345 678')).toBe('tel:+255712345678');
    expect(whatsAppHref('0712 345 678')).toBe('https://wa.me/255712345678');
    expect(whatsAppHref('0712345678', 'Habari')).toBe('https://wa.me/255712345678?text=Habari');
    expect(telHref('none')).toBeNull();
  });

  it('makes sms: links with the message as their body', () => {
    expect(smsHref('+255 712 345 678', 'Kiungo: https://x.test/a b')).toBe(
      'sms:+255712345678?body=Kiungo%3A%20https%3A%2F%2Fx.test%2Fa%20b',
    );
    expect(smsHref('', 'Habari')).toBeNull();
  });
});
