import type { RoutePolicy } from '../permissions';

/**
 * TRANSITIONAL: the policies of routes not yet declared as endpoints. Each module's routes move
 * to its `*.endpoints.ts`, and its lines leave this table; the table goes when it is empty.
 */

export const UNDECLARED_ROUTE_POLICIES: Readonly<Record<string, RoutePolicy>> = {
};
