/** A LIKE pattern matching `text` anywhere, where `%`, `_` and `\` typed by a person stay letters. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
