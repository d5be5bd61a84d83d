import type { Language } from '@kadirio/domain';

/** The words of the reset e-mail, in the account's language. */
export function passwordResetMail(
  language: Language,
  { name, url, minutes }: { name: string; url: string; minutes: number },
): { subject: string; text: string } {
  if (language === 'sw') {
    return {
      subject: 'Kadirio: weka nenosiri jipya',
      text: [
        `Habari ${name},`,
        '',
        'Mtu (huenda ni wewe) ameomba kuweka nenosiri jipya la akaunti yako ya Kadirio.',
        `Fungua kiungo hiki ndani ya dakika ${minutes} ili uweke nenosiri jipya; kinafanya kazi mara moja tu:`,
        url,
        '',
        'Kama hukuomba, puuza barua hii: nenosiri lako halijabadilika.',
      ].join('\n'),
    };
  }
  return {
    subject: 'Kadirio: set a new password',
    text: [
      `Hello ${name},`,
      '',
      'Someone (probably you) asked to set a new password for your Kadirio account.',
      `Open this link within ${minutes} minutes to choose a new one; it works once:`,
      url,
      '',
      'If it was not you, ignore this e-mail: your password has not changed.',
    ].join('\n'),
  };
}
