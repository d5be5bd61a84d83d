import type { TakeoffTool } from './measure-tool';

/**
 * The measuring tools' keys on the drawing, one letter each. They leave the surface's own keys
 * (arrows, + and −) and the draft's (Escape, Enter, Backspace, Ctrl+Z) alone.
 */
export const TOOL_KEYS = {
  pan: 'V',
  length: 'L',
  perimeter: 'P',
  area: 'A',
  rectangle: 'R',
  count: 'C',
  calibrate: 'S',
} as const satisfies Partial<Record<TakeoffTool, string>>;

export type KeyedTool = keyof typeof TOOL_KEYS;

/** The tool a key press picks: a bare letter (Shift or Caps Lock allowed), never with Ctrl, Alt or ⌘. */
export function toolOfKey(event: {
  key: string;
  ctrlKey: boolean;
  altKey: boolean;
  metaKey: boolean;
}): KeyedTool | null {
  if (event.ctrlKey || event.altKey || event.metaKey) return null;
  const key = event.key.toUpperCase();
  const found = Object.entries(TOOL_KEYS).find(([, letter]) => letter === key);
  return found ? (found[0] as KeyedTool) : null;
}

/** Whether a key press is typing in a field (a text box, a list box, an editable element). */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (!(target instanceof HTMLInputElement)) return false;
  return !['button', 'checkbox', 'radio', 'range', 'reset', 'submit'].includes(target.type);
}
