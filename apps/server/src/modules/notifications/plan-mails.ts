import type { Language, MapNotificationKind, MapStatus } from '@kadirio/domain';

/** What happened to a plan, for its owner's e-mail. */
export interface PlanNews {
  kind: MapNotificationKind;
  mapTitle: string;
  status?: MapStatus | null;
  revision?: number | null;
  /** The grand total of an issued revision, already written out ("TZS 56,600,000"). */
  total?: string;
  /** A checker's comment or a surveyor's answer, quoted as written. */
  comment?: string | null;
}

const STATUS_WORDS: Record<Language, Record<MapStatus, string>> = {
  en: {
    typecheck: 'is waiting for its drawings to be checked',
    unitcheck: 'passed the first check; its measurements are being checked',
    failedcheck: 'needs your attention: the checkers could not finish it',
    successful: 'passed its checks; our quantity surveyors are preparing your bill of quantities',
    failed: 'cannot be priced as it is',
  },
  sw: {
    typecheck: 'inasubiri michoro yake ikaguliwe',
    unitcheck: 'imepita ukaguzi wa kwanza; vipimo vyake vinakaguliwa',
    failedcheck: 'inahitaji uangalifu wako: wakaguzi hawakuweza kuimaliza',
    successful: 'imepita ukaguzi; wakadiriaji wetu wa majenzi wanaandaa BOQ yako (jedwali la gharama)',
    failed: 'haiwezi kukadiriwa jinsi ilivyo',
  },
};

function headline(language: Language, news: PlanNews): string {
  const sw = language === 'sw';
  const title = `"${news.mapTitle}"`;
  switch (news.kind) {
    case 'boqIssued':
      return sw
        ? `BOQ (jedwali la gharama) ya ${title} iko tayari: toleo la ${news.revision}, jumla kuu ${news.total}.`
        : `The bill of quantities of ${title} is ready: revision ${news.revision}, grand total ${news.total}.`;
    case 'surveyorAnswered':
      return sw
        ? `Mkadiriaji amejibu swali lako kuhusu ${title}.`
        : `A surveyor answered your question about ${title}.`;
    default: {
      const state = STATUS_WORDS[language][news.status ?? 'typecheck'];
      return sw ? `Ramani yako ${title} ${state}.` : `Your plan ${title} ${state}.`;
    }
  }
}

/** The e-mail about a plan, in the owner's language, with a link to their plans. */
export function planNewsMail(
  language: Language,
  { name, news, homeUrl }: { name: string; news: PlanNews; homeUrl: string },
): { subject: string; text: string } {
  const sw = language === 'sw';
  const quoted = news.comment ? ['', sw ? 'Ujumbe:' : 'The message:', news.comment] : [];
  return {
    subject: sw
      ? `Kadirio: habari za ramani yako "${news.mapTitle}"`
      : `Kadirio: news about your plan "${news.mapTitle}"`,
    text: [
      sw ? `Habari ${name},` : `Hello ${name},`,
      '',
      headline(language, news),
      ...quoted,
      '',
      sw ? `Fungua Kadirio ili uone zaidi: ${homeUrl}` : `Open Kadirio to see more: ${homeUrl}`,
    ].join('\n'),
  };
}
