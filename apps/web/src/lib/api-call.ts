import type { FetchArgs } from '@reduxjs/toolkit/query/react';
import { fillPath, type Endpoint, type PathParamName, type PathParams, type ResultOf } from '@kadirio/domain';
import type { z } from 'zod';

type Body<E extends Endpoint> = E['body'] extends z.ZodType ? z.input<E['body']> : never;
type Query<E extends Endpoint> = E['query'] extends z.ZodType ? Partial<z.input<E['query']>> : never;

interface CallParts<E extends Endpoint> {
  body?: Body<E>;
  query?: Query<E>;
}

type CallArguments<E extends Endpoint> = [PathParamName<E['path']>] extends [never]
  ? [call?: CallParts<E>]
  : [call: CallParts<E> & { params: PathParams<E['path']> }];

const API_PREFIX = '/api/';

/**
 * The fetch arguments of one call, remembering the declaration they call: an entry whose call is
 * made by hand (lib/endpoint-query.ts, `queryBy`) reads its answer's type from it.
 */
export type DeclaredCall<E extends Endpoint> = FetchArgs & { readonly answers?: ResultOf<E> };

/**
 * RTK Query's arguments for one call to a declared endpoint: its method, and its path with the
 * parameters put in, relative to the API slice's base (`/api`). Body and query are typed by the
 * endpoint's schemas, so a call the server would refuse as malformed does not compile.
 */
export function apiCall<E extends Endpoint>(endpoint: E, ...[call]: CallArguments<E>): DeclaredCall<E> {
  const parts: { params?: PathParams<string>; body?: unknown; query?: object } = call ?? {};
  const path = fillPath(endpoint.path, parts.params ?? {});
  return {
    url: path.slice(API_PREFIX.length),
    method: endpoint.method,
    ...(parts.body === undefined ? {} : { body: parts.body }),
    ...(parts.query === undefined ? {} : { params: parts.query }),
  };
}

/**
 * A file download's answer handler: the file as an object URL (only a string is kept in the
 * store; the caller saves it and revokes it), or the server's JSON refusal as the error.
 */
export async function fileAsObjectUrl(response: Response): Promise<unknown> {
  return response.ok ? URL.createObjectURL(await response.blob()) : response.json();
}
