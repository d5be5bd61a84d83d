import { planMessageAnchor } from '@kadirio/domain';

/**
 * Every address of the app in one place: the router's patterns and the links that lead to them
 * are built from here (docs/ARCHITECTURE.md, "The web app"), so a route renamed is renamed for
 * every link, and a link to an address the router does not know cannot be written. A builder
 * given `:name` returns the router's pattern (`postPath(':id')` is `/blog/:id`).
 *
 * The BOQ workspace's addresses (the summary and one per trade, `?map=<id>`) come from the
 * domain's trade list (`features/boq/workspace-paths.ts`).
 */
export const PATHS = {
  home: '/',
  about: '/about',
  contact: '/contact',
  blog: '/blog',
  newPost: '/blog/new',
  messages: '/messages',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  /** The specification's own capital P; the router matches paths case-insensitively. */
  profile: '/Profile',
  estimate: '/estimate',
  myBoq: '/my-boq',
  catalogue: '/catalogue',
  suppliers: '/suppliers',
  materials: '/materials',
  offers: '/offers',
  orders: '/orders',
} as const;

export type AppPath = (typeof PATHS)[keyof typeof PATHS];

/** A blog post, by its slug (what readers share) or its id. */
export const postPath = (slugOrId: string) => `${PATHS.blog}/${slugOrId}`;
export const editPostPath = (id: string) => `${postPath(id)}/edit`;
/** An instant estimate someone shared: read-only, no sign-in. */
export const sharedEstimatePath = (token: string) => `${PATHS.estimate}/shared/${token}`;
/** A bill someone shared: read-only, no sign-in. */
export const sharedBillPath = (token: string) => `/shared/${token}`;

/** The tabs of an issued bill, as they appear in its address. */
export const BILL_TABS = ['summary', 'trades', 'shopping', 'stages'] as const;
export type BillTab = (typeof BILL_TABS)[number];

/**
 * A place in a bill: the owner's (`/my-boq/<plan>`) or a shared one (`/shared/<token>`), then
 * `/<tab>` (none for the summary), `/<trade>` on the trades tab, and `?revision=N` when an older
 * revision is open.
 */
export function billPlacePath(base: string, tab: BillTab = 'summary', trade?: string, revision?: number) {
  const place = `${base}${tab === 'summary' ? '' : `/${tab}`}${tab === 'trades' && trade ? `/${trade}` : ''}`;
  return revision === undefined ? place : `${place}?revision=${revision}`;
}

/** A client's bill of one plan: `/my-boq/<plan>/<tab>[/<trade>][?revision=N]`. */
export const myBoqPath = (mapId: string, tab?: BillTab, trade?: string, revision?: number) =>
  billPlacePath(`${PATHS.myBoq}/${mapId}`, tab, trade, revision);

/**
 * A message of a plan's thread on the client's bill (`/my-boq/<plan>#message-<id>`): where "read
 * the answer" lands. The e-mail's link is the same address (`clientBillUrl` in the domain).
 */
export const myBoqMessagePath = (mapId: string, messageId: string) =>
  `${myBoqPath(mapId)}#${planMessageAnchor(messageId)}`;

/** A path as a nested route of the layout writes it: without its leading slash. */
export const childRoute = (path: string) => path.slice(1);
