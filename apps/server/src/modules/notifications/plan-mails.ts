import type { Language, MapNotificationKind, MapStatus } from '@kadirio/domain';

/** What happened to a plan, for its owner's e-mail. */
export interface PlanNews {
  kind: MapNotificationKind;
  mapTitle: string;
  status?: MapStatus | null;
  revision?: number | null;
  /** The grand total of an issued revision, already written out ("TZS 56,600,000"). */
  total?: string;
  /** The grand total of the revision before a later one, written out; null for a first issue. */
  previousTotal?: string | null;
  /** A checker's comment, a surveyor's answer or the reason of a revision, quoted as written. */
  comment?: string | null;
  /** Where the news is read in the app (the bill, the answer); the home when not given. */
  link?: string | undefined;
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
      if (news.previousTotal) {
        return sw
          ? `Toleo jipya la BOQ ya ${title} limetolewa: toleo la ${news.revision}, jumla kuu ${news.previousTotal} → ${news.total}.`
          : `A new revision of the bill of quantities of ${title} is issued: revision ${news.revision}, grand total ${news.previousTotal} → ${news.total}.`;
      }
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
  const quoteLabel =
    news.kind === 'boqIssued' ? (sw ? 'Kwa nini:' : 'Why:') : sw ? 'Ujumbe:' : 'The message:';
  const quoted = news.comment ? ['', quoteLabel, news.comment] : [];
  const open = news.link
    ? news.kind === 'surveyorAnswered'
      ? sw
        ? `Soma jibu hapa: ${news.link}`
        : `Read the answer here: ${news.link}`
      : sw
        ? `Soma BOQ hapa: ${news.link}`
        : `Read the bill here: ${news.link}`
    : sw
      ? `Fungua Kadirio ili uone zaidi: ${homeUrl}`
      : `Open Kadirio to see more: ${homeUrl}`;
  return {
    subject: sw
      ? `Kadirio: habari za ramani yako "${news.mapTitle}"`
      : `Kadirio: news about your plan "${news.mapTitle}"`,
    text: [sw ? `Habari ${name},` : `Hello ${name},`, '', headline(language, news), ...quoted, '', open].join(
      '\n',
    ),
  };
}
