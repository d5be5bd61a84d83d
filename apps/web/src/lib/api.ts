import { createAction } from '@reduxjs/toolkit';
import { takeEarlyResponse } from './early-responses';
import { getCurrentLanguage } from './i18n';
import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';

/** docs/specification.md §9: every API call gives up after 10 s. */
export const API_TIMEOUT_MS = 10_000;

/** Dispatched when the API answers 401 to a signed-in request: the session is no longer valid. */
export const sessionExpired = createAction('auth/sessionExpired');

interface StateWithSession {
  auth?: { user?: { token?: string } | null };
}

function getSessionToken(state: unknown): string | undefined {
  return (state as StateWithSession).auth?.user?.token || undefined;
}

const rawBaseQuery = fetchBaseQuery({
  // Same origin as the page, i.e. `/api`. Written absolute because `new Request()` outside a
  // browser (tests) cannot resolve a relative URL; in the browser both are the same address.
  baseUrl: `${window.location.origin}/api`,
  timeout: API_TIMEOUT_MS,
  // A screen's first list may have been asked for before this code arrived (lib/early-responses.ts).
  fetchFn: async (input, init) =>
    (input instanceof Request ? await takeEarlyResponse(input) : null) ?? fetch(input, init),
  prepareHeaders: (headers, { getState }) => {
    // The server answers its `{ message }` in this language (docs/decisions/0016-language-end-to-end.md).
    headers.set('accept-language', getCurrentLanguage());
    const token = getSessionToken(getState());
    if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
    return headers;
  },
});

/**
 * A 401 on these is not "your session ended": login and registration answer 401 for wrong
 * credentials, and logout clears the session itself whatever the server says.
 */
const SESSIONLESS_ENDPOINTS = new Set(['login', 'register', 'logout']);

/** The base query every entry goes through (`lib/endpoint-query.ts` types its entries by it). */
export type ApiBaseQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError>;

const baseQuery: ApiBaseQuery = async (args, queryApi, extraOptions) => {
  const result = await rawBaseQuery(args, queryApi, extraOptions);
  // Only a request made with a session can end it; once cleared, later 401s change nothing.
  if (
    result.error?.status === 401 &&
    !SESSIONLESS_ENDPOINTS.has(queryApi.endpoint) &&
    getSessionToken(queryApi.getState())
  ) {
    queryApi.dispatch(sessionExpired());
  }
  return result;
};

/** The cache tags entries provide and invalidate. */
const TAG_TYPES = [
  'User',
  'CatalogueItem',
  'RateChange',
  'Map',
  'BlogPost',
  'ContactMessage',
  'Provider',
  'SupplierPrice',
  'Material',
  'Purchase',
  'Order',
  'Boq',
  'BoqSheet',
  'BoqMap',
  'BoqRevision',
  'Measurement',
  'PageScale',
  'PlanThread',
] as const;
export type ApiTag = (typeof TAG_TYPES)[number];

/** The one API slice: features add their endpoints with `api.injectEndpoints`. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
