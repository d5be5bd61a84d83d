import { vi } from 'vitest';
import type {
  DrawingDocument,
  DrawingPage,
  DrawingSource,
} from '../components/drawing-viewer/drawing-document';
import type { Segment } from '../components/drawing-viewer/vector-paths';

/**
 * jsdom has neither pdf.js's worker nor a canvas: screen tests replace the viewer's document
 * module with this, and read which source (address, token) the viewer opened.
 */
export interface FakePageSpec {
  width?: number;
  height?: number;
  segments?: Segment[];
  text?: string[];
}

export function fakeDrawingDocument(pages: FakePageSpec[] = [{}]): DrawingDocument {
  const made = pages.map((spec, index): DrawingPage => ({
    pageNumber: index + 1,
    size: { width: spec.width ?? 1191, height: spec.height ?? 842 },
    render: vi.fn(() => ({ promise: Promise.resolve(), cancel: () => undefined })),
    segments: () => Promise.resolve(spec.segments ?? []),
    textRuns: () => Promise.resolve(spec.text ?? []),
  }));
  return {
    pageCount: made.length,
    isImage: false,
    page: (pageNumber) => Promise.resolve(made[pageNumber - 1]!),
    destroy: vi.fn(),
  };
}

/** What `openDrawing` was called with, and the documents it answers. */
export function fakeOpenDrawing(
  documentFor: (source: DrawingSource) => DrawingDocument = () => fakeDrawingDocument(),
) {
  return vi.fn((source: DrawingSource) => Promise.resolve(documentFor(source)));
}
