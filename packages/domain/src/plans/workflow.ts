import type { Language } from '../language';
import type { AccessLevel } from '../roles';
import type { MapCommentField, MapStatus } from './plan-limits';
import type { HouseMap } from './plans.contract';

/**
 * One allowed move of a house plan (docs/product.md §3). `roles` may make it for any map they can
 * see; `ownerMay` lets the map's owner make it too. `commentField` names the comment the move
 * must carry and where it is kept. `needs` is what the map must hold: any drawing, or a drawing
 * uploaded since it entered its current state (revised drawings).
 */
export interface WorkflowMove {
  readonly from: MapStatus;
  readonly to: MapStatus;
  readonly roles: readonly AccessLevel[];
  readonly ownerMay: boolean;
  readonly commentField?: MapCommentField;
  readonly needs?: 'drawings' | 'revisedDrawings';
}

/** The workflow as data. A move not listed here is refused (409) and changes nothing. */
export const MAP_WORKFLOW: readonly WorkflowMove[] = [
  { from: 'typecheck', to: 'unitcheck', roles: ['typechecker', 'admin'], ownerMay: false, needs: 'drawings' },
  {
    from: 'typecheck',
    to: 'failedcheck',
    roles: ['typechecker', 'admin'],
    ownerMay: false,
    commentField: 'checkComment',
    needs: 'drawings',
  },
  {
    from: 'unitcheck',
    to: 'successful',
    roles: ['unitchecker', 'admin'],
    ownerMay: false,
    needs: 'drawings',
  },
  {
    from: 'unitcheck',
    to: 'failedcheck',
    roles: ['unitchecker', 'admin'],
    ownerMay: false,
    commentField: 'unitComment',
    needs: 'drawings',
  },
  {
    from: 'failedcheck',
    to: 'successful',
    roles: ['failedchecker', 'admin'],
    ownerMay: false,
    needs: 'drawings',
  },
  {
    from: 'failedcheck',
    to: 'failed',
    roles: ['failedchecker', 'admin'],
    ownerMay: false,
    commentField: 'suggestionOnMap',
  },
  { from: 'failedcheck', to: 'typecheck', roles: ['admin'], ownerMay: true, needs: 'revisedDrawings' },
];

export function findWorkflowMove(from: MapStatus, to: MapStatus): WorkflowMove | undefined {
  return MAP_WORKFLOW.find((move) => move.from === from && move.to === to);
}

/** The staff who work each state's queue and may open the maps in it. Admin sees every state. */
export const QUEUE_ROLES: Readonly<Record<MapStatus, readonly AccessLevel[]>> = {
  typecheck: ['typechecker'],
  unitcheck: ['unitchecker'],
  failedcheck: ['failedchecker'],
  successful: ['boq', 'pricetag'],
  failed: ['failedchecker'],
};

/** The states in which an owner may still change the plan: its fields and its drawings. */
export const OWNER_EDITABLE_STATUSES: readonly MapStatus[] = ['typecheck', 'failedcheck'];

/** Roles that see the owner's name, email and phone on the maps they can open. */
export const OWNER_CONTACT_ROLES: readonly AccessLevel[] = ['failedchecker', 'admin'];

export interface MapAccessInput {
  status: MapStatus;
  actorRole: AccessLevel;
  isOwner: boolean;
  hasDrawings: boolean;
}

/**
 * Who may open a map: its owner, admin, and the staff of its current state. Staff never see a
 * map without drawings (a draft), so a plan reaches a queue only once something can be checked.
 */
export function canSeeMap({ status, actorRole, isOwner, hasDrawings }: MapAccessInput): boolean {
  if (isOwner || actorRole === 'admin') return true;
  return hasDrawings && QUEUE_ROLES[status].includes(actorRole);
}

/** Who may change a map's descriptive fields and drawings: the owner while editable, admin always. */
export function canEditMap({ status, actorRole, isOwner }: Omit<MapAccessInput, 'hasDrawings'>): boolean {
  if (actorRole === 'admin') return true;
  return isOwner && OWNER_EDITABLE_STATUSES.includes(status);
}

export interface TransitionInput {
  status: MapStatus;
  actorRole: AccessLevel;
  isOwner: boolean;
  to: MapStatus;
  comment?: string | null | undefined;
  /** The map holds at least one drawing. */
  hasDrawings: boolean;
  /**
   * The map holds a drawing uploaded since it entered its current state (see hasRevisedDrawings).
   * Needed only for failedcheck → typecheck; when left out it counts as false.
   */
  hasRevisedDrawings?: boolean;
}

export type TransitionDecision =
  | { allowed: true; commentField?: MapCommentField }
  | { allowed: false; status: 400 | 403 | 409; reason: string };

/**
 * Whether a move may happen, checked in this order: a move not in the table → 409; the wrong
 * role → 403; a missing required comment → 400; missing drawings → 409.
 */
export function decideTransition(input: TransitionInput): TransitionDecision {
  const move = findWorkflowMove(input.status, input.to);
  if (!move) {
    return {
      allowed: false,
      status: 409,
      reason: `A plan in ${input.status} cannot be moved to ${input.to}`,
    };
  }
  const roleMay = move.roles.includes(input.actorRole);
  const ownerMay = move.ownerMay && input.isOwner;
  if (!roleMay && !ownerMay) {
    return {
      allowed: false,
      status: 403,
      reason: `Your role cannot move a plan from ${move.from} to ${move.to}`,
    };
  }
  if (move.commentField && (input.comment ?? '').trim() === '') {
    return {
      allowed: false,
      status: 400,
      reason: `comment is required to move a plan from ${move.from} to ${move.to} (it is kept as ${move.commentField})`,
    };
  }
  if (move.needs === 'drawings' && !input.hasDrawings) {
    return { allowed: false, status: 409, reason: 'The plan has no drawings yet' };
  }
  if (move.needs === 'revisedDrawings' && !(input.hasRevisedDrawings ?? false)) {
    return {
      allowed: false,
      status: 409,
      reason: 'Upload at least one revised drawing before sending the plan for checking again',
    };
  }
  return move.commentField ? { allowed: true, commentField: move.commentField } : { allowed: true };
}

/** Whether a drawing was uploaded after the map entered its current state (its `queuedAt`). */
export function hasRevisedDrawings(map: Pick<HouseMap, 'queuedAt' | 'drawings'>): boolean {
  const since = Date.parse(map.queuedAt);
  return map.drawings.some((drawing) => Date.parse(drawing.createdAt) > since);
}

const STATUS_MESSAGES: Readonly<Record<MapStatus | 'draft', Readonly<Record<Language, string>>>> = {
  draft: {
    en: 'Upload at least one PDF drawing to send your plan for checking.',
    sw: 'Pakia angalau mchoro mmoja wa PDF ili kutuma ramani yako ikaguliwe.',
  },
  typecheck: {
    en: 'Your plan is waiting for our team to check that every drawing needed is there.',
    sw: 'Ramani yako inasubiri timu yetu ihakiki kwamba michoro yote inayohitajika ipo.',
  },
  unitcheck: {
    en: 'All the drawings are there; we are now checking that the dimensions are complete and consistent.',
    sw: 'Michoro yote ipo; sasa tunahakiki kwamba vipimo vimekamilika na vinaendana.',
  },
  failedcheck: {
    en: 'We found a problem with your plan. Read the comment, then upload revised drawings and send it again; our team may also contact you.',
    sw: 'Tumegundua tatizo kwenye ramani yako. Soma maoni, kisha pakia michoro iliyorekebishwa na uitume tena; timu yetu inaweza pia kuwasiliana nawe.',
  },
  successful: {
    en: 'Your plan has been accepted; our quantity surveyors are preparing your bill of quantities.',
    sw: 'Ramani yako imekubaliwa; wakadiriaji wetu wa majenzi wanaandaa BOQ yako (jedwali la gharama).',
  },
  failed: {
    en: 'Your plan could not be accepted. The reason is given below; you are welcome to send a new plan.',
    sw: 'Ramani yako haikuweza kukubaliwa. Sababu imeelezwa hapa chini; karibu utume ramani mpya.',
  },
};

/**
 * A plain sentence telling the owner what is happening to their plan. A `typecheck` map without
 * drawings is a draft and says what is still missing.
 */
export function statusMessage(
  status: MapStatus,
  language: Language,
  options: { hasDrawings?: boolean } = {},
): string {
  const key = status === 'typecheck' && options.hasDrawings === false ? 'draft' : status;
  return STATUS_MESSAGES[key][language];
}
