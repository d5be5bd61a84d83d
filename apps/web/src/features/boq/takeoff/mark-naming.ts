import type { Language } from '@kadirio/domain';

/**
 * The word a group's marks are named after: an English plural loses its final "s" ("Internal
 * walls" → "Internal wall"; "Glass" keeps its "ss"); a Swahili group keeps its own word, its
 * plural being in the noun's prefix ("Kuta za ndani"), which a simple rule cannot undo.
 */
export function singularOf(group: string, language: Language): string {
  const word = group.trim();
  if (language !== 'en') return word;
  return /[^s]s$/i.test(word) ? word.slice(0, -1) : word;
}

/** The numbers already taken after a stem: "Internal wall 1", "internal wall 2" → 1, 2. */
function numbersAfter(stem: string, names: readonly string[]): number[] {
  const prefix = `${stem.toLowerCase()} `;
  return names
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name.startsWith(prefix) && /^\d+$/.test(name.slice(prefix.length)))
    .map((name) => Number(name.slice(prefix.length)));
}

/**
 * The name a new mark is offered: its group's word (or, outside a group, its kind's, "Length")
 * and the number after the highest already used with it ("Internal wall 3" after 1 and 2).
 */
export function proposeMarkName({
  group,
  kindLabel,
  language,
  existing,
}: {
  group: string;
  /** The kind's name in the viewer's language ("Length", "Urefu"), used outside a group. */
  kindLabel: string;
  language: Language;
  /** The names of the plan's marks, which a new name may not repeat. */
  existing: readonly string[];
}): string {
  const stem = group.trim() ? singularOf(group, language) : kindLabel;
  const next = Math.max(0, ...numbersAfter(stem, existing)) + 1;
  return `${stem} ${next}`;
}
