/*
 * A plan's states and limits as plain values, without zod: the client's screens show them (a
 * drawing's size limit, a comment's field) and should not download the schemas that check a body.
 * maps.contract.ts builds its schemas from them.
 */

/** The states of a house plan (docs/product.md §3), in the order a plan usually passes them. */
export const MAP_STATUSES = ['typecheck', 'unitcheck', 'failedcheck', 'successful', 'failed'] as const;
export type MapStatus = (typeof MAP_STATUSES)[number];

/** The three comments a check can leave on a map, each kept in its own field. */
export const MAP_COMMENT_FIELDS = ['checkComment', 'unitComment', 'suggestionOnMap'] as const;
export type MapCommentField = (typeof MAP_COMMENT_FIELDS)[number];

export const MAP_LIMITS = {
  titleMax: 150,
  placeMax: 100,
  descMax: 5000,
  commentMax: 2000,
  floorsMax: 100,
  bedroomsMax: 100,
  /** m²; a plinth larger than a hectare is a typing mistake, not a house. */
  plinthAreaMax: 10_000,
  earliestStartYear: 2000,
  latestStartYear: 2100,
  drawingsPerMap: 10,
  /** 20 MiB per drawing. */
  drawingMaxBytes: 20 * 1024 * 1024,
  drawingNameMax: 150,
} as const;

/** What a drawing may be: a PDF, or a photo or scan of a paper drawing. */
export const DRAWING_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type DrawingContentType = (typeof DRAWING_CONTENT_TYPES)[number];
