import type { KeyboardEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { draftKeyHandler } from './draft-keys';
import { isTyping, toolOfKey } from './tool-keys';

const press = (
  key: string,
  modifiers: Partial<Record<'ctrlKey' | 'altKey' | 'metaKey' | 'shiftKey', boolean>> = {},
) => ({
  key,
  ctrlKey: false,
  altKey: false,
  metaKey: false,
  shiftKey: false,
  ...modifiers,
});

describe('toolOfKey', () => {
  it('maps one letter to each tool, in either case', () => {
    expect(toolOfKey(press('v'))).toBe('pan');
    expect(toolOfKey(press('l'))).toBe('length');
    expect(toolOfKey(press('P', { shiftKey: true }))).toBe('perimeter');
    expect(toolOfKey(press('a'))).toBe('area');
    expect(toolOfKey(press('r'))).toBe('rectangle');
    expect(toolOfKey(press('c'))).toBe('count');
    expect(toolOfKey(press('s'))).toBe('calibrate');
  });

  it('leaves shortcuts with Ctrl, Alt or ⌘ and the surface’s keys alone', () => {
    expect(toolOfKey(press('c', { ctrlKey: true }))).toBeNull();
    expect(toolOfKey(press('a', { metaKey: true }))).toBeNull();
    expect(toolOfKey(press('l', { altKey: true }))).toBeNull();
    for (const key of ['ArrowLeft', '+', '-', 'Escape', 'Enter', 'Backspace', 'x'])
      expect(toolOfKey(press(key))).toBeNull();
  });
});

describe('isTyping', () => {
  it('is true in text fields and editable elements, false on buttons and the drawing', () => {
    const text = document.createElement('input');
    const checkbox = Object.assign(document.createElement('input'), { type: 'checkbox' });
    const surface = document.createElement('div');
    expect(isTyping(text)).toBe(true);
    expect(isTyping(document.createElement('textarea'))).toBe(true);
    expect(isTyping(checkbox)).toBe(false);
    expect(isTyping(document.createElement('button'))).toBe(false);
    expect(isTyping(surface)).toBe(false);
    expect(isTyping(null)).toBe(false);
  });
});

describe('draftKeyHandler', () => {
  const handler = (overrides: Partial<Parameters<typeof draftKeyHandler>[0]> = {}) => {
    const draft = {
      canEdit: true,
      tool: 'pan' as const,
      drawing: false,
      naming: false,
      canFinish: false,
      finish: vi.fn(),
      resetDraft: vi.fn(),
      dropLastPoint: vi.fn(),
      chooseTool: vi.fn(),
      history: { undo: vi.fn(() => Promise.resolve()), redo: vi.fn(() => Promise.resolve()) },
      ...overrides,
    };
    return { draft, onKeyDown: draftKeyHandler(draft) };
  };
  const event = (key: string, target: EventTarget = document.createElement('div')) =>
    ({ ...press(key), target, preventDefault: vi.fn() }) as unknown as KeyboardEvent;

  it('picks a tool for an editor, and not while a field has the key or a name is asked', () => {
    const editor = handler();
    editor.onKeyDown(event('l'));
    expect(editor.draft.chooseTool).toHaveBeenCalledWith('length');

    const typing = handler();
    typing.onKeyDown(event('l', document.createElement('input')));
    typing.onKeyDown(event('Backspace', document.createElement('input')));
    expect(typing.draft.chooseTool).not.toHaveBeenCalled();
    expect(typing.draft.dropLastPoint).not.toHaveBeenCalled();

    const naming = handler({ naming: true });
    naming.onKeyDown(event('l'));
    expect(naming.draft.chooseTool).not.toHaveBeenCalled();
  });

  it('gives a read-only user no measuring keys', () => {
    const reader = handler({ canEdit: false });
    for (const key of ['v', 'l', 'p', 'a', 'r', 'c', 's']) reader.onKeyDown(event(key));
    expect(reader.draft.chooseTool).not.toHaveBeenCalled();
  });

  it('clears a draft with Escape, and with nothing drawn goes back to moving', () => {
    const drawing = handler({ tool: 'length', drawing: true });
    drawing.onKeyDown(event('Escape'));
    expect(drawing.draft.resetDraft).toHaveBeenCalled();
    expect(drawing.draft.chooseTool).not.toHaveBeenCalled();

    const idle = handler({ tool: 'length' });
    idle.onKeyDown(event('Escape'));
    expect(idle.draft.chooseTool).toHaveBeenCalledWith('pan');
  });
});
