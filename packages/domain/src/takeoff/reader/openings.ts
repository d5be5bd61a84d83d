import type { PagePoint } from '../measurements.contract';
import type { PageContent } from './page-content.contract';
import { directionBin, segmentLength, wordCentre } from './page-vectors';
import type { SegmentIndex } from './segment-index';
import { frameOf, fromFrame, toFrame } from './wall-faces';
import type { WallGap } from './wall-runs';

/**
 * Doors and windows: gaps in a wall run that the drawing bridges (docs/takeoff.md §5.4). A door
 * is drawn as its leaf and swing, an arc about a jamb whose radius is the leaf's width; a window
 * as glazing lines along the wall inside its thickness, across the whole gap. A schedule mark
 * beside it ("D1 900x2100", "W2 1200x1200") names it and gives its nominal size.
 */
export type OpeningKind = 'door' | 'window';

export interface FoundOpening {
  readonly kind: OpeningKind;
  /** The gap's middle, on the wall's centre line. */
  readonly at: PagePoint;
  /** The gap between the jambs, in points. */
  readonly widthPt: number;
  /** The schedule mark beside it, when there is one. */
  readonly code: string | null;
  /** Nominal width × height from the mark, in mm. */
  readonly nominal: { readonly widthMm: number; readonly heightMm: number } | null;
}

/**
 * Sizes an opening can have on site: a gap under 400 mm is a junction or a slot, not a door or a
 * window; a single swing leaf is at most 1.2 m (a double door's two leaves are not recognised, so a
 * "door" gap is at most 2.5 m); a window at most 6 m.
 */
const OPENING_MM = { min: 400, maxDoor: 2500, maxWindow: 6000 } as const;
/** A swing's radius is within 30 % of the gap (a leaf is a little narrower than its frame's opening). */
const SWING_RADIUS = { min: 0.7, max: 1.3 } as const;
/** At least this many sampled arc pieces make a swing (a quarter circle sampled in 8 gives 8). */
const MIN_SWING_PIECES = 3;
/** Glazing covers at least 80 % of the gap. */
const GLAZING_COVER = 0.8;
/** A mark names an opening within 1.5 gap widths of its middle, and at least within 1.5 m. */
const MARK_REACH_IN_WIDTHS = 1.5;
const MARK_PATTERN = /^(D|DR|W|WD)\s*-?\s*(\d{1,3}[A-Z]?)\b(?:\s*[:(]?\s*(\d{2,4})\s*[x×X]\s*(\d{2,4})\)?)?/i;

export function openingBridge(
  content: PageContent,
  index: SegmentIndex,
  pointsPerMetre: number,
): (gap: WallGap) => FoundOpening | null {
  const marks = content.words.flatMap((word) => {
    const match = MARK_PATTERN.exec(word.text.trim());
    return match ? [{ match, at: wordCentre(word) }] : [];
  });
  return (gap) => {
    const width = gap.u1 - gap.u0;
    const widthMm = (width / pointsPerMetre) * 1000;
    if (widthMm < OPENING_MM.min) return null;
    const kind =
      widthMm <= OPENING_MM.maxDoor && isDoor(content, index, gap)
        ? 'door'
        : widthMm <= OPENING_MM.maxWindow && isWindow(content, index, gap)
          ? 'window'
          : null;
    if (kind === null) return null;
    const at = fromFrame(frameOf(gap.bin), (gap.u0 + gap.u1) / 2, gap.v);
    const reach = Math.max(width * MARK_REACH_IN_WIDTHS, 1.5 * pointsPerMetre);
    let best: { code: string; nominal: FoundOpening['nominal']; distance: number } | null = null;
    for (const { match, at: markAt } of marks) {
      if ((match[1]!.toUpperCase().startsWith('D') ? 'door' : 'window') !== kind) continue;
      const distance = Math.hypot(markAt.x - at.x, markAt.y - at.y);
      if (distance > reach || (best && distance >= best.distance)) continue;
      best = {
        code: `${match[1]!.toUpperCase()}${match[2]!.toUpperCase()}`,
        nominal: nominalOf(match[3], match[4]),
        distance,
      };
    }
    return { kind, at, widthPt: width, code: best?.code ?? null, nominal: best?.nominal ?? null };
  };
}

/** "900x2100" in mm; "90x210" is read as cm (no door or window is 90 mm wide). */
function nominalOf(width: string | undefined, height: string | undefined): FoundOpening['nominal'] {
  if (!width || !height) return null;
  const factor = Number(width) < 400 ? 10 : 1;
  return { widthMm: Number(width) * factor, heightMm: Number(height) * factor };
}

/** The page points of the gap's four jamb corners and its search box, as far out as the gap is wide. */
function gapGeometry(gap: WallGap) {
  const frame = frameOf(gap.bin);
  const width = gap.u1 - gap.u0;
  const reach = gap.thickness / 2 + width * 1.3;
  const corners = [
    fromFrame(frame, gap.u0 - 1, gap.v - reach),
    fromFrame(frame, gap.u1 + 1, gap.v - reach),
    fromFrame(frame, gap.u0 - 1, gap.v + reach),
    fromFrame(frame, gap.u1 + 1, gap.v + reach),
  ];
  const jambs = [gap.u0, gap.u1].flatMap((u) =>
    [-1, 1].map((side) => fromFrame(frame, u, gap.v + (side * gap.thickness) / 2)),
  );
  return {
    frame,
    width,
    jambs,
    box: {
      x0: Math.min(...corners.map((c) => c.x)),
      y0: Math.min(...corners.map((c) => c.y)),
      x1: Math.max(...corners.map((c) => c.x)),
      y1: Math.max(...corners.map((c) => c.y)),
    },
  };
}

function isDoor(content: PageContent, index: SegmentIndex, gap: WallGap): boolean {
  const { width, jambs, box } = gapGeometry(gap);
  let swingPieces = 0;
  for (const candidate of index.query(box.x0, box.y0, box.x1, box.y1)) {
    const segment = content.segments[candidate]!;
    if (!segment.curve) continue;
    // Both ends of an arc piece lie about one leaf's width from the hinge jamb.
    const fits = jambs.some((jamb) =>
      [
        [segment.x1, segment.y1],
        [segment.x2, segment.y2],
      ].every(([x, y]) => {
        const radius = Math.hypot(x! - jamb.x, y! - jamb.y);
        return radius >= SWING_RADIUS.min * width && radius <= SWING_RADIUS.max * width;
      }),
    );
    if (fits) swingPieces += 1;
  }
  return swingPieces >= MIN_SWING_PIECES;
}

function isWindow(content: PageContent, index: SegmentIndex, gap: WallGap): boolean {
  const { frame, width, box } = gapGeometry(gap);
  let glazing = 0;
  for (const candidate of index.query(box.x0, box.y0, box.x1, box.y1)) {
    const segment = content.segments[candidate]!;
    if (segment.curve || directionBin(segment) !== gap.bin || segmentLength(segment) < width * GLAZING_COVER)
      continue;
    const a = toFrame(frame, segment.x1, segment.y1);
    const b = toFrame(frame, segment.x2, segment.y2);
    const offset = Math.abs((a.v + b.v) / 2 - gap.v);
    if (offset > gap.thickness / 2 + 0.5) continue;
    const covered = Math.min(gap.u1, Math.max(a.u, b.u)) - Math.max(gap.u0, Math.min(a.u, b.u));
    if (covered >= width * GLAZING_COVER) glazing += 1;
  }
  return glazing >= 2;
}
