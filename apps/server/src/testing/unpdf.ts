import { definePDFJSModule, extractText, getDocumentProxy } from 'unpdf';

/**
 * unpdf for the tests that read an exported PDF back, on the project's own pdf.js. unpdf bundles a
 * pdf.js of its own (6.1 in unpdf 1.8), and in Node pdf.js runs its worker in the same process
 * through one global, so the first copy loaded answers the other's documents and refuses them
 * ("The API version … does not match the Worker version …"). The server test project shares one
 * worker process between files (vitest.config.ts, `isolate: false`), where the drawing reader's
 * round trip (drawing-reader-pdf.ts) loads pdfjs-dist itself; so unpdf is pointed at that same
 * pdfjs-dist (docs/decisions/0024-dependency-upgrades.md).
 */
await definePDFJSModule(() => import('pdfjs-dist/legacy/build/pdf.mjs'));

export { extractText, getDocumentProxy };
