import type * as Pdfjs from 'pdfjs-dist';
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist';
import { segmentsFromOperatorList, type Matrix, type Segment } from './vector-paths';
import type { PageSize, QuarterTurn } from './view-transform';

/**
 * A drawing as the viewer needs it, whether a PDF (rendered by pdf.js) or a photo or scan
 * (JPEG/PNG). This module is only reached from the viewer's lazy chunk, and pdf.js itself (and its
 * worker) load on the first PDF opened.
 */
export interface DrawingSource {
  url: string;
  /** Sent with every request (the session's bearer token), range requests included. */
  headers: Record<string, string>;
  /** The file's name: `.jpg`, `.jpeg` or `.png` are shown as images, anything else as a PDF. */
  name: string;
}

export interface RenderTask {
  promise: Promise<void>;
  cancel: () => void;
}

export interface DrawingPage {
  /** Its number in the document, from 1. */
  pageNumber: number;
  /** In page points (`getViewport({ scale: 1 })`); an image's points are its pixels. */
  size: PageSize;
  /** Draws the page on `canvas` at `scale` device pixels per point, turned by `rotation`. */
  render: (canvas: HTMLCanvasElement, scale: number, rotation: QuarterTurn) => RenderTask;
  /** The page's straight vector segments, for snapping (none for an image or a scan). */
  segments: () => Promise<Segment[]>;
  /** The page's text runs, for reading its scale ("SCALE 1:100"). */
  textRuns: () => Promise<string[]>;
}

export interface DrawingDocument {
  pageCount: number;
  isImage: boolean;
  page: (pageNumber: number) => Promise<DrawingPage>;
  destroy: () => void;
}

const IMAGE_NAME = /\.(jpe?g|png)$/i;

/**
 * pdf.js asks for the file in ranges of this size: the first page of a 20 MB A1 set needs a few
 * of them, and the rest streams in behind it (`disableAutoFetch: false`).
 */
export const RANGE_CHUNK_SIZE = 256 * 1024;

let pdfjsModule: Promise<typeof Pdfjs> | null = null;

function loadPdfjs(): Promise<typeof Pdfjs> {
  pdfjsModule ??= Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]).then(
    ([pdfjs, worker]) => {
      pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
      return pdfjs;
    },
    (error: unknown) => {
      pdfjsModule = null; // a failed download may be retried
      throw error;
    },
  );
  return pdfjsModule;
}

export function isImageDrawing(name: string): boolean {
  return IMAGE_NAME.test(name);
}

export async function openDrawing(source: DrawingSource, signal: AbortSignal): Promise<DrawingDocument> {
  return isImageDrawing(source.name) ? openImage(source, signal) : openPdf(source, signal);
}

async function openPdf(source: DrawingSource, signal: AbortSignal): Promise<DrawingDocument> {
  const pdfjs = await loadPdfjs();
  const task = pdfjs.getDocument({
    url: source.url,
    httpHeaders: source.headers,
    rangeChunkSize: RANGE_CHUNK_SIZE,
    disableAutoFetch: false,
    disableStream: false,
  });
  signal.addEventListener('abort', () => void task.destroy(), { once: true });
  // A refused drawing (404, not a PDF) must release its request: pdf.js keeps the stream open
  // until the task is destroyed, and the page would never settle.
  const pdf: PDFDocumentProxy = await task.promise.catch((error: unknown) => {
    void task.destroy();
    throw error;
  });
  const ops = pdfjs.OPS;
  return {
    pageCount: pdf.numPages,
    isImage: false,
    page: async (pageNumber) => pdfPage(await pdf.getPage(pageNumber), ops),
    destroy: () => void task.destroy(),
  };
}

function pdfPage(page: PDFPageProxy, ops: typeof Pdfjs.OPS): DrawingPage {
  const base = page.getViewport({ scale: 1 });
  let segments: Promise<Segment[]> | null = null;
  return {
    pageNumber: page.pageNumber,
    size: { width: base.width, height: base.height },
    render: (canvas, scale, rotation) => {
      const viewport = page.getViewport({ scale, rotation: (page.rotate + rotation) % 360 });
      canvas.width = Math.max(1, Math.floor(viewport.width));
      canvas.height = Math.max(1, Math.floor(viewport.height));
      const task = page.render({ canvas, viewport });
      return { promise: task.promise, cancel: () => task.cancel() };
    },
    segments: () => {
      segments ??= page
        .getOperatorList()
        .then((list) => segmentsFromOperatorList(list, ops, base.transform as Matrix));
      return segments;
    },
    textRuns: async () => {
      const content = await page.getTextContent();
      return content.items.flatMap((item) => ('str' in item ? [item.str] : []));
    },
  };
}

async function openImage(source: DrawingSource, signal: AbortSignal): Promise<DrawingDocument> {
  const response = await fetch(source.url, { headers: source.headers, signal });
  if (!response.ok) throw new Error(`Request failed with status code ${response.status}`);
  const bitmap = await createImageBitmap(await response.blob());
  const page: DrawingPage = {
    pageNumber: 1,
    size: { width: bitmap.width, height: bitmap.height },
    render: (canvas, scale, rotation) => {
      const turned = rotation === 90 || rotation === 270;
      canvas.width = Math.max(1, Math.floor((turned ? bitmap.height : bitmap.width) * scale));
      canvas.height = Math.max(1, Math.floor((turned ? bitmap.width : bitmap.height) * scale));
      const context = canvas.getContext('2d');
      if (context) {
        context.setTransform(1, 0, 0, 1, 0, 0);
        context.translate(canvas.width / 2, canvas.height / 2);
        context.rotate((rotation * Math.PI) / 180);
        context.drawImage(
          bitmap,
          (-bitmap.width * scale) / 2,
          (-bitmap.height * scale) / 2,
          bitmap.width * scale,
          bitmap.height * scale,
        );
      }
      return { promise: Promise.resolve(), cancel: () => undefined };
    },
    segments: async () => [],
    textRuns: async () => [],
  };
  return { pageCount: 1, isImage: true, page: async () => page, destroy: () => bitmap.close() };
}
