import type { Language } from '@kadirio/domain';

/**
 * The language a request asks its messages in: the best-weighted of our languages in its
 * Accept-Language header (the web sends the interface language on every call), else English.
 */
export function requestLanguage(acceptLanguage: string | undefined): Language {
  if (!acceptLanguage) return 'en';
  let best: { language: Language; q: number } | null = null;
  for (const part of acceptLanguage.split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (primary !== 'sw' && primary !== 'en') continue;
    const qParam = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { language: primary, q };
  }
  return best?.language ?? 'en';
}
