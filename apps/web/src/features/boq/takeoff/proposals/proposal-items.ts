import type {
  AcceptProposalBody,
  DrawingProposal,
  MeasurementGeometry,
  MeasurementUnit,
} from '@kadirio/domain';

/**
 * The drawing reader's proposals (docs/takeoff.md §5.6) as the surveyor reviews them: one item per
 * wall run, room and opening, each with the mark it becomes when accepted — a wall a length on its
 * centre line, a room an area on its inner faces, an opening a count marker typed by its schedule
 * mark. Pure, so the names and the batch sent on "Accept" are tested without a screen.
 */
export type ProposalItemKind = 'wall' | 'room' | 'opening';

export interface ProposalItem {
  readonly id: string;
  readonly kind: ProposalItemKind;
  /** The mark's name and group, in the surveyor's language. */
  readonly name: string;
  readonly group: string;
  readonly geometry: MeasurementGeometry;
  /** What the reader measured: m, m² or (for an opening) its width in m. */
  readonly quantity: number;
  readonly unit: MeasurementUnit;
}

/** The words of the names, from the locale (`proposals.names.*`). */
export interface ProposalWords {
  externalWall: (n: number) => string;
  internalWall: (n: number) => string;
  wall: (n: number) => string;
  door: (mark: string) => string;
  window: (mark: string) => string;
  groups: Record<'externalWalls' | 'internalWalls' | 'walls' | 'rooms' | 'doors' | 'windows', string>;
}

export function proposalItems(proposal: DrawingProposal, words: ProposalWords): ProposalItem[] {
  const counters = { external: 0, internal: 0, unknown: 0 };
  const walls = proposal.walls.map((wall, index): ProposalItem => {
    counters[wall.side] += 1;
    const n = counters[wall.side];
    const [name, group] =
      wall.side === 'external'
        ? [words.externalWall(n), words.groups.externalWalls]
        : wall.side === 'internal'
          ? [words.internalWall(n), words.groups.internalWalls]
          : [words.wall(n), words.groups.walls];
    return {
      id: `wall-${index}`,
      kind: 'wall',
      name,
      group,
      geometry: { kind: 'length', points: [wall.start, wall.end] },
      quantity: wall.lengthM,
      unit: 'm',
    };
  });
  const rooms = proposal.rooms.map((room, index): ProposalItem => ({
    id: `room-${index}`,
    kind: 'room',
    name: room.name,
    group: words.groups.rooms,
    geometry: { kind: 'area', points: room.polygon, holes: [] },
    quantity: room.areaM2,
    unit: 'm2',
  }));
  const openings = proposal.openings.map((opening, index): ProposalItem => {
    const mark = opening.code ?? (opening.kind === 'door' ? 'D' : 'W');
    // The schedule's size rides on the marker's type ("D1 900x2100"), so the building model can
    // price the opening's area (docs/takeoff.md §4, "The building model").
    const type = opening.nominal ? `${mark} ${opening.nominal.widthMm}x${opening.nominal.heightMm}` : mark;
    return {
      id: `opening-${index}`,
      kind: 'opening',
      name: opening.kind === 'door' ? words.door(mark) : words.window(mark),
      group: opening.kind === 'door' ? words.groups.doors : words.groups.windows,
      geometry: { kind: 'count', markers: [{ x: opening.position.x, y: opening.position.y, type }] },
      quantity: opening.widthM,
      unit: 'm',
    };
  });
  return [...walls, ...rooms, ...openings];
}

/**
 * The batch "Accept" sends: the included items, openings of one name gathered into one count (the
 * schedule's D1 × 3), every name made unique against the plan's marks ("BEDROOM", "BEDROOM 2").
 */
export function acceptBody(
  items: readonly ProposalItem[],
  included: ReadonlySet<string>,
  takenNames: readonly string[],
): AcceptProposalBody {
  const kept = items.filter((item) => included.has(item.id));
  const marks: { name: string; group: string; geometry: MeasurementGeometry }[] = [];
  const counts = new Map<string, { name: string; group: string; geometry: MeasurementGeometry }>();
  for (const item of kept) {
    const together = item.geometry.kind === 'count' ? counts.get(item.name) : undefined;
    if (together && together.geometry.kind === 'count' && item.geometry.kind === 'count') {
      together.geometry = {
        kind: 'count',
        markers: [...together.geometry.markers, ...item.geometry.markers],
      };
      continue;
    }
    const mark = { name: item.name, group: item.group, geometry: item.geometry };
    if (item.geometry.kind === 'count') counts.set(item.name, mark);
    marks.push(mark);
  }
  const taken = new Set(takenNames.map((name) => name.toLowerCase()));
  return {
    marks: marks.map((mark) => {
      let name = mark.name;
      for (let n = 2; taken.has(name.toLowerCase()); n += 1) name = `${mark.name} ${n}`;
      taken.add(name.toLowerCase());
      return { ...mark, name };
    }),
  };
}
