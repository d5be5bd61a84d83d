import { z } from 'zod';

/**
 * One page of a drawing as the drawing reader takes it (docs/takeoff.md §5): what pdf.js gives
 * for the page, reduced to plain data by `pageContentFromPdfjs`. Coordinates are page points in
 * the take-off's page space (docs/takeoff.md §4: `getViewport({ scale: 1 })`, origin top-left,
 * x right, y down), so what the reader finds can become marks without conversion.
 */

const finite = z.number().refine(Number.isFinite, { error: 'must be a finite number' });

/** A straight stroke. Curves arrive sampled into short segments flagged `curve` (door swings). */
export const PageSegmentSchema = z.strictObject({
  x1: finite,
  y1: finite,
  x2: finite,
  y2: finite,
  /** Stroke width in page points (the line width scaled by the transform it was drawn under). */
  lineWidth: finite.min(0),
  curve: z.boolean().optional(),
});
export type PageSegment = z.infer<typeof PageSegmentSchema>;

/** A filled closed path (a solid wall, a column): its outline, curves sampled. */
export const PageFillSchema = z.strictObject({
  points: z.array(z.strictObject({ x: finite, y: finite })).min(3),
});
export type PageFill = z.infer<typeof PageFillSchema>;

/**
 * A run of text as pdf.js reports it. (x, y) is where its baseline starts; `width` runs along the
 * reading direction and `height` (the font size) across it; `angle` is that direction in degrees,
 * clockwise from +x on the page as shown (0 reads left to right, -90 or 270 reads upwards).
 */
export const PageWordSchema = z.strictObject({
  text: z.string(),
  x: finite,
  y: finite,
  width: finite.min(0),
  height: finite.min(0),
  angle: finite,
});
export type PageWord = z.infer<typeof PageWordSchema>;

export const PageContentSchema = z.strictObject({
  width: finite.positive(),
  height: finite.positive(),
  segments: z.array(PageSegmentSchema),
  fills: z.array(PageFillSchema).default([]),
  words: z.array(PageWordSchema).default([]),
  /** Images painted on the page: a scan is one image and nothing else. */
  images: z.number().int().min(0).default(0),
});
export type PageContent = z.infer<typeof PageContentSchema>;
export type PageContentInput = z.input<typeof PageContentSchema>;
