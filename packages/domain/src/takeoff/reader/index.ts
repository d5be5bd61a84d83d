/** The drawing reader (docs/takeoff.md §5): a page's vectors and text → scale, walls, rooms, openings. */
export * from './page-content.contract';
export * from './pdfjs-page-content';
export { parseDimensionNumber, type DimensionNumber } from './dimension-text';
export type { DimensionReading } from './dimension-lines';
export {
  checkStatedScale,
  scaleFromDimensions,
  nearestCommonScale,
  STATED_SCALE_TOLERANCE_PERCENT,
  type DimensionScale,
  type DimensionUnit,
  type ScaleCandidate,
  type ScaleCluster,
  type StatedScaleCheck,
} from './scale-consensus';
export { ROOM_WORDS, isRoomLabel } from './room-labels';
export type { FoundRoom } from './rooms';
export type { FoundOpening, OpeningKind } from './openings';
export * from './read-page';
