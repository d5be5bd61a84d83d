import { emptyProposal, proposalOfReading, readPage, type DrawingProposal } from '@kadirio/domain';
import type { AuthUser } from '../../lib/auth-user';
import { badRequest, notFound } from '../../lib/errors';
import type { BoqBindingsService } from '../boq/boq-bindings.service';
import { readPdfPage } from './pdf-page-content';

/** A drawing's kind and bytes (the plans module's service, which holds the files). */
export interface DrawingBytesSource {
  drawingBytes(
    mapId: string,
    drawingId: string,
  ): Promise<{ kind: 'pdf' | 'jpeg' | 'png'; bytes: Uint8Array } | null>;
}

const IMAGE_NAMES = { jpeg: 'JPEG', png: 'PNG' } as const;

/**
 * The drawing read for the surveyor (docs/takeoff.md §5.6): one page of a stored drawing through
 * pdf.js into the reader, answered as proposals. Nothing is stored. A photo or scan has no
 * vectors: it answers `no-vectors` (200) so the viewer keeps its manual tools, as it does for a
 * PDF that will not parse; only a page the drawing does not have is the caller's mistake (400).
 */
export function createDrawingProposals({
  boq,
  drawings,
}: {
  boq: BoqBindingsService;
  drawings: DrawingBytesSource;
}) {
  return {
    async getProposal(
      actor: AuthUser,
      mapId: string,
      drawingId: string,
      page: number,
    ): Promise<DrawingProposal> {
      await boq.loadMap(actor, mapId);
      const file = await drawings.drawingBytes(mapId, drawingId);
      if (!file) throw notFound('plans.drawing_not_found');
      if (file.kind !== 'pdf') {
        if (page > 1) throw badRequest(`page: an image drawing has 1 page; there is no page ${page}`);
        return emptyProposal(
          drawingId,
          page,
          null,
          `a ${IMAGE_NAMES[file.kind]} image (a photo or scan) has no vector lines: set the scale by two points and measure by hand`,
        );
      }
      const read = await readPdfPage(file.bytes, page);
      if (read.kind === 'past-last') {
        throw badRequest(
          `page: the drawing has ${read.pageCount} page${read.pageCount === 1 ? '' : 's'}; there is no page ${page}`,
        );
      }
      if (read.kind === 'unreadable') {
        return emptyProposal(drawingId, page, null, `the PDF could not be read: ${read.reason}`);
      }
      const { content, rotation } = read;
      const proposal = proposalOfReading(
        drawingId,
        page,
        { width: content.width, height: content.height },
        readPage(content),
      );
      if (rotation % 360 !== 0)
        proposal.notes.unshift(`the page is turned ${rotation}° (its /Rotate): it was read as it is shown`);
      return proposal;
    },
  };
}
