import type { Language } from '../language';

/** The three files of an issued revision. */
export type BoqExportKind = 'pdf' | 'xlsx' | 'shopping-list';

/**
 * File names of the exports, shared by the server's Content-Disposition and the web's links. A
 * bill asked for in Swahili ends `-sw`, so both languages can sit side by side in a folder;
 * English, the default, keeps the names it always had.
 */
export function boqExportFileName(
  mapTitle: string,
  revision: number,
  kind: BoqExportKind,
  lang: Language = 'en',
): string {
  const base = mapTitle
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
    .slice(0, 60);
  const stem = `${base || 'kadirio'}-boq-rev${revision}${lang === 'en' ? '' : `-${lang}`}`;
  return kind === 'shopping-list' ? `${stem}-shopping-list.xlsx` : `${stem}.${kind}`;
}
