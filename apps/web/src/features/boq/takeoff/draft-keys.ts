import type { KeyboardEvent } from 'react';
import type { TakeoffTool } from './measure-tool';
import { isTyping, toolOfKey } from './tool-keys';

/**
 * The keys of the drawing while nobody types in a field: Escape clears the draft (and, with
 * nothing drawn, goes back to moving), Enter finishes it, Backspace takes its last point back,
 * Ctrl+Z / Ctrl+Shift+Z undo and redo, and a tool's letter picks it for an editor.
 */
export function draftKeyHandler(draft: {
  canEdit: boolean;
  tool: TakeoffTool;
  /** Whether any point or marker is drawn. */
  drawing: boolean;
  /** Whether a name dialog is open: its own keys are its own. */
  naming: boolean;
  canFinish: boolean;
  finish: () => void;
  resetDraft: () => void;
  dropLastPoint: () => void;
  chooseTool: (next: TakeoffTool) => void;
  history: { undo: () => Promise<unknown>; redo: () => Promise<unknown> };
}): (event: KeyboardEvent) => void {
  return (event) => {
    if (isTyping(event.target)) return;
    if (event.key === 'Escape') {
      if (draft.drawing || draft.tool === 'pan' || draft.naming) draft.resetDraft();
      else draft.chooseTool('pan');
    } else if (event.key === 'Enter' && draft.canFinish) draft.finish();
    else if (event.key === 'Backspace') draft.dropLastPoint();
    else if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'z')
      void (event.shiftKey ? draft.history.redo() : draft.history.undo());
    else if (draft.canEdit && !draft.naming) {
      const next = toolOfKey(event);
      if (!next) return;
      event.preventDefault();
      if (next !== draft.tool) draft.chooseTool(next);
    }
  };
}
