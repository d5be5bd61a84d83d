import { ADMIN_ONLY, ADMIN_OR_OWNER, PUBLIC, SIGNED_IN, type RoutePolicy } from '../permissions';

/**
 * TRANSITIONAL: the policies of routes not yet declared as endpoints. Each module's routes move
 * to its `*.endpoints.ts`, and its lines leave this table; the table goes when it is empty.
 */

export const UNDECLARED_ROUTE_POLICIES: Readonly<Record<string, RoutePolicy>> = {
  'GET /api/health': PUBLIC,

  'POST /api/users/': PUBLIC,
  'POST /api/users/login': PUBLIC,
  'POST /api/users/logout': SIGNED_IN,
  'GET /api/users/me': SIGNED_IN,
  'GET /api/users/': ADMIN_ONLY,
  'GET /api/users/:id': ADMIN_OR_OWNER,
  'PUT /api/users/:id': ADMIN_OR_OWNER,
  'DELETE /api/users/:id': ADMIN_OR_OWNER,

  // House plans. Owners are admitted where the service checks ownership; a caller who cannot
  // see the map (product.md §3: owner, the staff of its state, admin) gets 404.
  'POST /api/maps/': { access: 'roles', roles: ['user', 'admin'] },
  'GET /api/maps/': { access: 'roles', roles: ['user', 'admin'] },
  'GET /api/maps/typecheck': { access: 'roles', roles: ['typechecker', 'admin'] },
  'GET /api/maps/typecheck/count': { access: 'roles', roles: ['typechecker', 'admin'] },
  'GET /api/maps/unitcheck': { access: 'roles', roles: ['unitchecker', 'admin'] },
  'GET /api/maps/unitcheck/count': { access: 'roles', roles: ['unitchecker', 'admin'] },
  'GET /api/maps/failedcheck': { access: 'roles', roles: ['failedchecker', 'admin'] },
  'GET /api/maps/failedcheck/count': { access: 'roles', roles: ['failedchecker', 'admin'] },
  'GET /api/maps/successful': { access: 'roles', roles: ['boq', 'pricetag', 'admin'] },
  'GET /api/maps/successful/count': { access: 'roles', roles: ['boq', 'pricetag', 'admin'] },
  'GET /api/maps/failed': { access: 'roles', roles: ['failedchecker', 'admin'] },
  'GET /api/maps/failed/count': { access: 'roles', roles: ['failedchecker', 'admin'] },
  'GET /api/maps/:id': {
    access: 'roles',
    roles: ['typechecker', 'unitchecker', 'failedchecker', 'boq', 'pricetag', 'admin'],
    orOwner: true,
  },
  'PUT /api/maps/:id': ADMIN_OR_OWNER,
  'DELETE /api/maps/:id': ADMIN_OR_OWNER,
  'POST /api/maps/:id/transitions': {
    access: 'roles',
    roles: ['typechecker', 'unitchecker', 'failedchecker', 'admin'],
    orOwner: true,
  },
  'PUT /api/maps/successful/:id': { access: 'roles', roles: ['unitchecker', 'failedchecker', 'admin'] },
  'POST /api/maps/:id/drawings': ADMIN_OR_OWNER,
  'GET /api/maps/:id/drawings/:drawingId': {
    access: 'roles',
    roles: ['typechecker', 'unitchecker', 'failedchecker', 'boq', 'pricetag', 'admin'],
    orOwner: true,
  },
  'DELETE /api/maps/:id/drawings/:drawingId': ADMIN_OR_OWNER,

  // The catalogue is public to read; admin edits it, price setters set rates.
  'GET /api/catalogue': PUBLIC,
  'GET /api/catalogue/:id': PUBLIC,
  'POST /api/catalogue': ADMIN_ONLY,
  'PUT /api/catalogue/:id': { access: 'roles', roles: ['admin', 'pricetag'] },
  'GET /api/catalogue/:id/rates': { access: 'roles', roles: ['admin', 'pricetag', 'boq'] },
  'GET /api/pre/': PUBLIC,
  'GET /api/pre/:id': PUBLIC,
  'POST /api/pre/': ADMIN_ONLY,
  'PUT /api/pre/:id': { access: 'roles', roles: ['admin', 'pricetag'] },
  'DELETE /api/pre/:id': ADMIN_ONLY,

  // The calculators are public (the instant estimate) and rate limited.
  'POST /api/takeoff/house': PUBLIC,
  'POST /api/takeoff/:trade': PUBLIC,
};
