import { describe, expect, it } from 'vitest';
import { ACCESS_LEVELS, type AccessLevel } from '../roles';
import { LANGUAGES } from '../language';
import { getRoutePolicy } from '../api/registry';
import { MAP_STATUSES, type MapStatus } from './plan-limits';
import {
  canEditMap,
  canSeeMap,
  decideTransition,
  hasRevisedDrawings,
  MAP_WORKFLOW,
  QUEUE_ROLES,
  statusMessage,
} from './workflow';

/**
 * docs/product.md §3 written out again by hand, independently of MAP_WORKFLOW: for each move, who
 * may make it and which comment it must carry. Everything not listed must be refused with 409.
 */
const EXPECTED_MOVES: Record<string, { roles: AccessLevel[]; owner: boolean; comment?: string }> = {
  'typecheck → unitcheck': { roles: ['typechecker', 'admin'], owner: false },
  'typecheck → failedcheck': { roles: ['typechecker', 'admin'], owner: false, comment: 'checkComment' },
  'unitcheck → successful': { roles: ['unitchecker', 'admin'], owner: false },
  'unitcheck → failedcheck': { roles: ['unitchecker', 'admin'], owner: false, comment: 'unitComment' },
  'failedcheck → successful': { roles: ['failedchecker', 'admin'], owner: false },
  'failedcheck → failed': { roles: ['failedchecker', 'admin'], owner: false, comment: 'suggestionOnMap' },
  'failedcheck → typecheck': { roles: ['admin'], owner: true },
};

/** Every role as a stranger to the map, plus the owner (a `user` who owns it). */
const ACTORS: { label: string; role: AccessLevel; isOwner: boolean }[] = [
  ...ACCESS_LEVELS.map((role) => ({ label: role, role, isOwner: false })),
  { label: 'owner', role: 'user', isOwner: true },
];

describe('decideTransition', () => {
  const cases = ACTORS.flatMap((actor) =>
    MAP_STATUSES.flatMap((from) => MAP_STATUSES.map((to) => ({ actor, from, to }))),
  );

  it.each(cases)('$actor.label: $from → $to', ({ actor, from, to }) => {
    const expected = EXPECTED_MOVES[`${from} → ${to}`];
    const decision = decideTransition({
      status: from,
      actorRole: actor.role,
      isOwner: actor.isOwner,
      to,
      comment: 'The kitchen section is missing',
      hasDrawings: true,
      hasRevisedDrawings: true,
    });
    if (!expected) {
      expect(decision).toMatchObject({ allowed: false, status: 409 });
    } else if (expected.roles.includes(actor.role) || (expected.owner && actor.isOwner)) {
      expect(decision).toEqual(
        expected.comment ? { allowed: true, commentField: expected.comment } : { allowed: true },
      );
    } else {
      expect(decision).toMatchObject({ allowed: false, status: 403 });
    }
  });

  it('lists exactly the moves of the specification', () => {
    const listed = MAP_WORKFLOW.map((move) => `${move.from} → ${move.to}`).sort();
    expect(listed).toEqual(Object.keys(EXPECTED_MOVES).sort());
  });

  it.each([
    ['typecheck', 'failedcheck', 'typechecker', 'checkComment'],
    ['unitcheck', 'failedcheck', 'unitchecker', 'unitComment'],
    ['failedcheck', 'failed', 'failedchecker', 'suggestionOnMap'],
  ] as const)('refuses %s → %s without a comment with 400 naming %s', (from, to, role, field) => {
    for (const comment of [undefined, null, '', '   ']) {
      const decision = decideTransition({
        status: from,
        actorRole: role,
        isOwner: false,
        to,
        comment,
        hasDrawings: true,
      });
      expect(decision).toMatchObject({ allowed: false, status: 400 });
      expect(decision.allowed ? '' : decision.reason).toContain(field);
    }
  });

  it('checks the role before the comment', () => {
    const decision = decideTransition({
      status: 'typecheck',
      actorRole: 'unitchecker',
      isOwner: false,
      to: 'failedcheck',
      hasDrawings: true,
    });
    expect(decision).toMatchObject({ allowed: false, status: 403 });
  });

  it('refuses to move a draft (no drawings) out of typecheck with 409', () => {
    for (const to of ['unitcheck', 'failedcheck'] as const) {
      const decision = decideTransition({
        status: 'typecheck',
        actorRole: 'admin',
        isOwner: false,
        to,
        comment: 'x',
        hasDrawings: false,
      });
      expect(decision).toMatchObject({ allowed: false, status: 409 });
    }
  });

  it('lets a failedchecker reject a plan whatever its drawings', () => {
    const decision = decideTransition({
      status: 'failedcheck',
      actorRole: 'failedchecker',
      isOwner: false,
      to: 'failed',
      comment: 'The plot is too small for this plan',
      hasDrawings: false,
    });
    expect(decision).toEqual({ allowed: true, commentField: 'suggestionOnMap' });
  });

  it('sends a plan back to typecheck only with revised drawings', () => {
    const base = {
      status: 'failedcheck',
      actorRole: 'user',
      isOwner: true,
      to: 'typecheck',
      hasDrawings: true,
    } as const;
    expect(decideTransition({ ...base, hasRevisedDrawings: false })).toMatchObject({ status: 409 });
    expect(decideTransition(base)).toMatchObject({ status: 409 });
    expect(decideTransition({ ...base, hasRevisedDrawings: true })).toEqual({ allowed: true });
    expect(
      decideTransition({ ...base, actorRole: 'failedchecker', isOwner: false, hasRevisedDrawings: true }),
    ).toMatchObject({ status: 403 });
  });
});

describe('hasRevisedDrawings', () => {
  const drawing = (createdAt: string) => ({
    _id: 'x',
    name: 'a.pdf',
    size: 1,
    sha256: '',
    contentType: 'application/pdf' as const,
    createdAt,
  });

  it('counts only drawings uploaded after the map entered its state', () => {
    const queuedAt = '2026-03-01T10:00:00.000Z';
    expect(hasRevisedDrawings({ queuedAt, drawings: [] })).toBe(false);
    expect(hasRevisedDrawings({ queuedAt, drawings: [drawing('2026-03-01T09:59:59.999Z')] })).toBe(false);
    expect(hasRevisedDrawings({ queuedAt, drawings: [drawing(queuedAt)] })).toBe(false);
    expect(
      hasRevisedDrawings({
        queuedAt,
        drawings: [drawing('2026-02-01T00:00:00.000Z'), drawing('2026-03-01T10:00:00.001Z')],
      }),
    ).toBe(true);
  });
});

describe('canSeeMap and canEditMap', () => {
  /** Who opens a map in each state, written out: the owner and admin always, plus these. */
  const STAFF: Record<MapStatus, AccessLevel[]> = {
    typecheck: ['typechecker'],
    unitcheck: ['unitchecker'],
    failedcheck: ['failedchecker'],
    successful: ['boq', 'pricetag'],
    failed: ['failedchecker'],
  };

  it.each(MAP_STATUSES)('%s: the owner, admin and that state’s staff, never staff on a draft', (status) => {
    for (const role of ACCESS_LEVELS) {
      const staff = role === 'admin' || STAFF[status].includes(role);
      expect(canSeeMap({ status, actorRole: role, isOwner: false, hasDrawings: true }), role).toBe(staff);
      expect(canSeeMap({ status, actorRole: role, isOwner: false, hasDrawings: false }), role).toBe(
        role === 'admin',
      );
      expect(canSeeMap({ status, actorRole: role, isOwner: true, hasDrawings: false }), role).toBe(true);
    }
  });

  it('lets the owner edit only in typecheck and failedcheck, admin always, staff never', () => {
    for (const status of MAP_STATUSES) {
      const editable = status === 'typecheck' || status === 'failedcheck';
      expect(canEditMap({ status, actorRole: 'user', isOwner: true })).toBe(editable);
      expect(canEditMap({ status, actorRole: 'admin', isOwner: false })).toBe(true);
      for (const role of ['typechecker', 'unitchecker', 'failedchecker', 'boq', 'pricetag'] as const)
        expect(canEditMap({ status, actorRole: role, isOwner: false })).toBe(false);
    }
  });

  it('opens each queue route to the roles that work that state, and admin', () => {
    for (const status of MAP_STATUSES) {
      const expected = [...QUEUE_ROLES[status], 'admin'].sort();
      for (const path of [`/api/maps/${status}`, `/api/maps/${status}/count`]) {
        const policy = getRoutePolicy('GET', path);
        expect(policy?.access === 'roles' ? [...policy.roles].sort() : policy, path).toEqual(expected);
      }
    }
  });
});

describe('statusMessage', () => {
  it.each(MAP_STATUSES)('has a sentence for %s in every language', (status) => {
    const sentences = LANGUAGES.map((language) => statusMessage(status, language));
    for (const sentence of sentences) expect(sentence).toMatch(/^[A-Z].{20,}\.$/);
    expect(new Set(sentences).size).toBe(LANGUAGES.length);
  });

  it('tells the owner of a draft to upload a drawing', () => {
    expect(statusMessage('typecheck', 'en', { hasDrawings: false })).toMatch(/upload.*PDF/i);
    expect(statusMessage('typecheck', 'sw', { hasDrawings: false })).toMatch(/PDF/);
    expect(statusMessage('typecheck', 'en', { hasDrawings: true })).toBe(statusMessage('typecheck', 'en'));
  });
});
