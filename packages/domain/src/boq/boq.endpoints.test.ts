import { describe, expect, expectTypeOf, it } from 'vitest';
import type { RoutePolicy } from '../permissions';
import { pathOf } from '../api/endpoint';
import { BOQ_EXPORT_ENDPOINTS, boqEndpoints } from './boq.endpoints';
import { routeKeyOf, type Endpoint } from '../api/endpoint';
import { LEGACY_SHEET_RESOURCES, legacySheetsEndpoints } from './legacy-sheets.endpoints';
import { notificationsEndpoints } from '../notifications/notifications.endpoints';
import type { ApiRouteKey } from '../api/registry';

const id = '00000000-0000-4000-8000-000000000001';

const readers: RoutePolicy = { access: 'roles', roles: ['boq', 'pricetag', 'admin'] };
const editors: RoutePolicy = { access: 'roles', roles: ['boq', 'admin'] };
const readersOrOwner: RoutePolicy = { access: 'roles', roles: ['boq', 'pricetag', 'admin'], orOwner: true };
const adminOrOwner: RoutePolicy = { access: 'roles', roles: ['admin'], orOwner: true };
const rateSetters: RoutePolicy = { access: 'roles', roles: ['admin', 'pricetag'] };

const policiesOf = (group: Readonly<Record<string, Endpoint>>) =>
  Object.fromEntries(Object.values(group).map((endpoint) => [routeKeyOf(endpoint), endpoint.policy]));

const sheetResourcePolicies = (prefix: string) => ({
  [`GET ${prefix}/`]: readers,
  [`POST ${prefix}/`]: editors,
  [`GET ${prefix}/:id`]: readers,
  [`PUT ${prefix}/:id`]: editors,
  [`DELETE ${prefix}/:id`]: editors,
});

describe('the BOQ endpoints', () => {
  it('let BOQ staff read, boq and admin write, and the owner read what was issued to them', () => {
    expect(policiesOf(boqEndpoints)).toEqual({
      'GET /api/boq/maps': readers,
      'GET /api/maps/:id/boq': readers,
      'GET /api/maps/:id/boq/progress': readers,
      'POST /api/maps/:id/boq/house': editors,
      'PUT /api/maps/:id/boq/percentages': editors,
      'PUT /api/maps/:id/boq/settings': editors,
      'POST /api/maps/:id/boq/issue': editors,
      'GET /api/maps/:id/boq/issue/preview': readers,
      'GET /api/maps/:id/boq/issue/preview.pdf': readers,
      'GET /api/maps/:id/boq/issue/preview.xlsx': readers,
      'GET /api/maps/:id/boq/issues': readersOrOwner,
      'GET /api/maps/:id/boq/issues/:revision': readersOrOwner,
      'GET /api/maps/:id/boq/issues/:revision/diff': readersOrOwner,
      'GET /api/maps/:id/boq/issues/:revision/live-rates': readersOrOwner,
      'GET /api/catalogue/:id/unissued-boqs': rateSetters,
      'GET /api/maps/:id/boq/issues/:revision.pdf': readersOrOwner,
      'GET /api/maps/:id/boq/issues/:revision.xlsx': readersOrOwner,
      'GET /api/maps/:id/boq/issues/:revision/shopping-list.xlsx': readersOrOwner,
      'GET /api/maps/:id/boq/:trade': readers,
      'PUT /api/maps/:id/boq/:trade': editors,
      'POST /api/maps/:id/boq/:trade/complete': editors,
      'POST /api/maps/:id/boq/:trade/not-applicable': editors,
      'POST /api/maps/:id/boq/complete-reviewed': editors,
      'POST /api/maps/:id/boq/:trade/reopen': editors,
    });
  });

  it("show a map's notifications to its owner and admin only", () => {
    expect(policiesOf(notificationsEndpoints)).toEqual({
      'GET /api/maps/:id/notifications': adminOrOwner,
      'POST /api/maps/:id/notifications/read': adminOrOwner,
    });
  });

  it('give each kind of export of a revision its own path', () => {
    const params = { id, revision: 4 };
    expect(pathOf(BOQ_EXPORT_ENDPOINTS.pdf, params)).toBe(`/api/maps/${id}/boq/issues/4.pdf`);
    expect(pathOf(BOQ_EXPORT_ENDPOINTS.xlsx, params)).toBe(`/api/maps/${id}/boq/issues/4.xlsx`);
    expect(pathOf(BOQ_EXPORT_ENDPOINTS['shopping-list'], params)).toBe(
      `/api/maps/${id}/boq/issues/4/shopping-list.xlsx`,
    );
  });

  it('declare the file types the exports answer', () => {
    expect(boqEndpoints.getBoqRevisionPdf.produces).toEqual(['application/pdf']);
    expect(boqEndpoints.getBoqShoppingListXlsx.produces).toEqual([
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ]);
  });
});

describe("the specification's sheet paths", () => {
  it('declare five endpoints under each of the three prefixes, with the policies of the BOQ', () => {
    expect(policiesOf(legacySheetsEndpoints)).toEqual({
      ...sheetResourcePolicies('/api/savedpres'),
      ...sheetResourcePolicies('/api/foundations'),
      ...sheetResourcePolicies('/api/foudations'),
    });
  });

  it('serve the preliminaries under savedpres and the substructure under both spellings of foundations', () => {
    expect(
      LEGACY_SHEET_RESOURCES.map((resource) => [routeKeyOf(resource.endpoints.list), resource.trades]),
    ).toEqual([
      ['GET /api/savedpres/', ['pre']],
      ['GET /api/foundations/', ['blinding', 'strip', 'pad', 'wallFound', 'wallBeam', 'concrete']],
      ['GET /api/foudations/', ['blinding', 'strip', 'pad', 'wallFound', 'wallBeam', 'concrete']],
    ]);
    expect(legacySheetsEndpoints.createFoudation.summary).toBe(
      "Find or create a map's foundations sheet (201 when created)",
    );
  });

  it('keep their literal paths, so the web can key its fakes by them', () => {
    expectTypeOf(
      routeKeyOf(legacySheetsEndpoints.deleteFoudation),
    ).toEqualTypeOf<'DELETE /api/foudations/:id'>();
    expectTypeOf<'GET /api/savedpres/'>().toExtend<ApiRouteKey>();
    expectTypeOf<'POST /api/maps/:id/notifications/read'>().toExtend<ApiRouteKey>();
  });
});
