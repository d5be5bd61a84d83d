import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pageContentFromPdfjs, type Matrix, type PageContent, type PdfjsTextItem } from '@kadirio/domain';

/**
 * One page of a PDF as the drawing reader takes it (docs/takeoff.md §5): pdf.js (its legacy build
 * runs in Node) parses the bytes, and the page's operator list and text content are reduced to
 * `PageContent` by the same domain function the web could call. Coordinates are those of
 * `getViewport({ scale: 1 })`, the page's own /Rotate applied — the take-off's page space (§4).
 * pdf.js is loaded on the first read, not with the server: it is several megabytes of code that
 * only a proposal needs, and the backup command (which imports the services) runs in a small heap.
 */

/** pdf.js's own copies of the 14 standard fonts (Helvetica …), read from disk in Node. */
const STANDARD_FONTS = join(
  dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
  'standard_fonts/',
);

export type PdfPageRead =
  | {
      readonly kind: 'page';
      readonly content: PageContent;
      readonly pageCount: number;
      /** The page's own /Rotate (0, 90, 180 or 270), already applied to `content`. */
      readonly rotation: number;
    }
  | { readonly kind: 'past-last'; readonly pageCount: number }
  | { readonly kind: 'unreadable'; readonly reason: string };

/**
 * Page `page` (from 1) of a PDF. A PDF pdf.js cannot open answers `unreadable` with its reason,
 * a page past the last `past-last`: neither throws, so a broken drawing never costs a 500.
 */
export async function readPdfPage(bytes: Uint8Array, page: number): Promise<PdfPageRead> {
  const { getDocument, OPS, VerbosityLevel } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  // pdf.js 6 destroys a document through its loading task (decision 0024).
  const task = getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl: STANDARD_FONTS,
    verbosity: VerbosityLevel.ERRORS,
  });
  try {
    let pdf;
    try {
      pdf = await task.promise;
    } catch (error) {
      return { kind: 'unreadable', reason: error instanceof Error ? error.message : String(error) };
    }
    if (page > pdf.numPages) return { kind: 'past-last', pageCount: pdf.numPages };
    const pdfPage = await pdf.getPage(page);
    const viewport = pdfPage.getViewport({ scale: 1 });
    const [operatorList, text] = await Promise.all([pdfPage.getOperatorList(), pdfPage.getTextContent()]);
    const content = pageContentFromPdfjs(
      operatorList,
      text.items as PdfjsTextItem[],
      OPS,
      viewport.transform as Matrix,
      { width: viewport.width, height: viewport.height },
    );
    return { kind: 'page', content, pageCount: pdf.numPages, rotation: pdfPage.rotate };
  } catch (error) {
    return { kind: 'unreadable', reason: error instanceof Error ? error.message : String(error) };
  } finally {
    await task.destroy();
  }
}
