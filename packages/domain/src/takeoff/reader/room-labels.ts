import type { PageWord } from './page-content.contract';

/**
 * Words that name a room on a plan, in English and Swahili (docs/takeoff.md §5.3). A label may be
 * several words ("MASTER BEDROOM", "BED 2", "CHUMBA CHA KULALA"); a word counts when one of its
 * words is in this list, and the label's text is kept whole as the room's name.
 */
export const ROOM_WORDS = [
  // English
  'BEDROOM',
  'BED',
  'MASTER',
  'KITCHEN',
  'LIVING',
  'LOUNGE',
  'SITTING',
  'DINING',
  'BATH',
  'BATHROOM',
  'SHOWER',
  'TOILET',
  'WC',
  'W.C.',
  'STORE',
  'STORAGE',
  'PANTRY',
  'LAUNDRY',
  'VERANDA',
  'VERANDAH',
  'PORCH',
  'CORRIDOR',
  'PASSAGE',
  'LOBBY',
  'HALL',
  'ENTRANCE',
  'FOYER',
  'STUDY',
  'OFFICE',
  'GARAGE',
  'ENSUITE',
  'EN-SUITE',
  'DRESSING',
  'GUEST',
  'FAMILY',
  'TERRACE',
  'BALCONY',
  // Swahili
  'CHUMBA',
  'VYUMBA',
  'JIKO',
  'SEBULE',
  'CHOO',
  'BAFU',
  'BAFUNI',
  'STOO',
  'UKUMBI',
  'BARAZA',
  'KORIDO',
  'MAKTABA',
] as const;

const WORDS = new Set<string>(ROOM_WORDS);

/** Whether a run of text names a room. */
export function isRoomLabel(word: PageWord): boolean {
  return word.text
    .toUpperCase()
    .split(/[\s/,()]+/)
    .some((part) => WORDS.has(part) || WORDS.has(part.replace(/\d+$/, '')));
}
