import type { RoutePolicy } from '../permissions';
import { blogEndpoints } from '../blog/blog.endpoints';
import { boqEndpoints } from '../boq/boq.endpoints';
import { boqReviewEndpoints } from '../boq/boq-review.endpoints';
import { catalogueEndpoints } from '../catalogue/catalogue.endpoints';
import { sharesEndpoints, shoppingEndpoints, stagesEndpoints } from '../boq/client-boq.endpoints';
import { contactEndpoints } from '../contact/contact.endpoints';
import { routeKeyOf, type Endpoint, type RouteKeyOf } from './endpoint';
import { estimatesEndpoints } from '../estimates/estimates.endpoints';
import { healthEndpoints } from '../health/health.endpoints';
import { legacySheetsEndpoints } from '../boq/legacy-sheets.endpoints';
import { plansEndpoints } from '../plans/plans.endpoints';
import { materialsEndpoints } from '../materials/materials.endpoints';
import { takeoffEndpoints } from '../takeoff/takeoff.endpoints';
import { buildingModelEndpoints } from '../takeoff/building-model.endpoints';
import { notificationsEndpoints } from '../notifications/notifications.endpoints';
import { ordersEndpoints } from '../orders/orders.endpoints';
import { suppliersEndpoints } from '../suppliers/suppliers.endpoints';
import { purchasesEndpoints } from '../purchases/purchases.endpoints';
import { calculatorsEndpoints } from '../estimates/calculators.endpoints';
import { threadsEndpoints } from '../threads/threads.endpoints';
import { usersEndpoints } from '../users/users.endpoints';

/**
 * Every endpoint of the API by module. The server and its tests read this whole table; the web
 * imports only the module it calls (`boqEndpoints`, …), so each screen's download carries only its
 * own declarations.
 */
export const API = {
  health: healthEndpoints,
  users: usersEndpoints,
  maps: plansEndpoints,
  catalogue: catalogueEndpoints,
  takeoff: calculatorsEndpoints,
  estimates: estimatesEndpoints,
  boq: boqEndpoints,
  boqReview: boqReviewEndpoints,
  legacySheets: legacySheetsEndpoints,
  measurements: takeoffEndpoints,
  buildingModel: buildingModelEndpoints,
  notifications: notificationsEndpoints,
  shares: sharesEndpoints,
  stages: stagesEndpoints,
  shopping: shoppingEndpoints,
  thread: threadsEndpoints,
  blog: blogEndpoints,
  contact: contactEndpoints,
  materials: materialsEndpoints,
  providers: suppliersEndpoints,
  purchases: purchasesEndpoints,
  orders: ordersEndpoints,
} as const;

type Api = typeof API;
/** Any declared endpoint, with its literal method and path. */
export type ApiEndpoint = { [Module in keyof Api]: Api[Module][keyof Api[Module]] }[keyof Api];
/** Distributes over a union, so each endpoint keeps its own method with its own path. */
type RouteKeysOf<E> = E extends Endpoint ? RouteKeyOf<E> : never;
/** `"METHOD /api/path"` of every declared endpoint: the only keys the web's test fakes accept. */
export type ApiRouteKey = RouteKeysOf<ApiEndpoint>;

export const ALL_ENDPOINTS: readonly Endpoint[] = Object.values(API).flatMap((group) =>
  Object.values<Endpoint>(group),
);

export function routeKey(method: string, url: string): string {
  return `${method.toUpperCase()} ${url}`;
}

/** Route keys are `METHOD url` exactly as the server registers them (Fastify's route url). */
export const ROUTE_POLICIES: Readonly<Record<string, RoutePolicy>> = Object.fromEntries(
  ALL_ENDPOINTS.map((endpoint) => [routeKeyOf(endpoint), endpoint.policy]),
);

export function getRoutePolicy(method: string, url: string): RoutePolicy | undefined {
  return ROUTE_POLICIES[routeKey(method, url)];
}

const ENDPOINTS_BY_KEY = new Map<string, Endpoint>(
  ALL_ENDPOINTS.map((endpoint) => [routeKeyOf(endpoint), endpoint]),
);

export function findEndpoint(method: string, url: string): Endpoint | undefined {
  return ENDPOINTS_BY_KEY.get(routeKey(method, url));
}
