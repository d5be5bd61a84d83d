import {
  ADMIN_ONLY,
  ADMIN_OR_OWNER,
  BOQ_EDITORS,
  BOQ_READERS,
  BOQ_READERS_OR_OWNER,
  PUBLIC,
  SIGNED_IN,
  type RoutePolicy,
} from '../permissions';

/**
 * TRANSITIONAL: the policies of routes not yet declared as endpoints. Each module's routes move
 * to its `*.endpoints.ts`, and its lines leave this table; the table goes when it is empty.
 */

/** The five routes of a sheet resource of the specification (`/api/savedpres/`, `/api/foundations/`). */
function legacySheetPolicies(prefix: string): Record<string, RoutePolicy> {
  return {
    [`GET ${prefix}/`]: BOQ_READERS,
    [`POST ${prefix}/`]: BOQ_EDITORS,
    [`GET ${prefix}/:id`]: BOQ_READERS,
    [`PUT ${prefix}/:id`]: BOQ_EDITORS,
    [`DELETE ${prefix}/:id`]: BOQ_EDITORS,
  };
}

export const UNDECLARED_ROUTE_POLICIES: Readonly<Record<string, RoutePolicy>> = {
  // The BOQ workspace (issue 5): boq and admin edit, pricetag reads; the owner reads issued
  // revisions and their notifications (the service checks ownership; anyone else gets 404).
  'GET /api/boq/maps': BOQ_READERS,
  'GET /api/maps/:id/boq': BOQ_READERS,
  'GET /api/maps/:id/boq/progress': BOQ_READERS,
  'POST /api/maps/:id/boq/house': BOQ_EDITORS,
  'PUT /api/maps/:id/boq/percentages': BOQ_EDITORS,
  'POST /api/maps/:id/boq/issue': BOQ_EDITORS,
  'GET /api/maps/:id/boq/issues': BOQ_READERS_OR_OWNER,
  'GET /api/maps/:id/boq/issues/:revision': BOQ_READERS_OR_OWNER,
  'GET /api/maps/:id/boq/issues/:revision.pdf': BOQ_READERS_OR_OWNER,
  'GET /api/maps/:id/boq/issues/:revision.xlsx': BOQ_READERS_OR_OWNER,
  'GET /api/maps/:id/boq/issues/:revision/shopping-list.xlsx': BOQ_READERS_OR_OWNER,
  'GET /api/maps/:id/boq/:trade': BOQ_READERS,
  'PUT /api/maps/:id/boq/:trade': BOQ_EDITORS,
  'POST /api/maps/:id/boq/:trade/complete': BOQ_EDITORS,
  'POST /api/maps/:id/boq/:trade/reopen': BOQ_EDITORS,
  'GET /api/maps/:id/notifications': ADMIN_OR_OWNER,
  'POST /api/maps/:id/notifications/read': ADMIN_OR_OWNER,
  // The specification's sheet paths (preliminaries; substructure under both spellings).
  ...legacySheetPolicies('/api/savedpres'),
  ...legacySheetPolicies('/api/foundations'),
  ...legacySheetPolicies('/api/foudations'),

  // The blog: anyone reads published posts (the service hides drafts from all but admin);
  // admin writes. Signed-in users comment; a comment's author or admin removes it.
  'GET /api/blog': PUBLIC,
  'POST /api/blog': ADMIN_ONLY,
  'POST /api/blog/preview': ADMIN_ONLY,
  'GET /api/blog/covers/:file': PUBLIC,
  'GET /api/blog/:id': PUBLIC,
  'PUT /api/blog/:id': ADMIN_ONLY,
  'DELETE /api/blog/:id': ADMIN_ONLY,
  'PUT /api/blog/:id/cover': ADMIN_ONLY,
  'DELETE /api/blog/:id/cover': ADMIN_ONLY,
  'POST /api/blog/:id/comments': SIGNED_IN,
  'DELETE /api/blog/:id/comments/:commentId': ADMIN_OR_OWNER,

  // Anyone may write to us (rate limited); admin reads and handles the messages.
  'POST /api/contact': PUBLIC,
  'GET /api/contact': ADMIN_ONLY,
  'PUT /api/contact/:id': ADMIN_ONLY,
  // Suppliers and group buying (product.md §5): admin writes; every signed-in role reads
  // materials, registered suppliers and open offers. Orders belong to their user: the service
  // answers 404 for another user's order.
  'POST /api/providers/': ADMIN_ONLY,
  'GET /api/providers/': SIGNED_IN,
  'GET /api/providers/cheapest': SIGNED_IN,
  'POST /api/providers/shopping-list': SIGNED_IN,
  'GET /api/providers/:id': SIGNED_IN,
  'PUT /api/providers/:id': ADMIN_ONLY,
  'DELETE /api/providers/:id': ADMIN_ONLY,
  'PUT /api/providers/:id/prices': ADMIN_ONLY,
  'POST /api/purchases/': ADMIN_ONLY,
  'GET /api/purchases/': SIGNED_IN,
  'GET /api/purchases/:id': SIGNED_IN,
  'PUT /api/purchases/:id': ADMIN_ONLY,
  'DELETE /api/purchases/:id': ADMIN_ONLY,
  'POST /api/orders/': SIGNED_IN,
  'GET /api/orders/': SIGNED_IN,
  'GET /api/orders/:id': ADMIN_OR_OWNER,
  'PUT /api/orders/:id': ADMIN_OR_OWNER,
};
