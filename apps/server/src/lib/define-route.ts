import { ErrorBodySchema, type Endpoint } from '@kadirio/domain';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { z } from 'zod';
import { BEARER, ERROR_RESPONSES } from './route-errors';

type Parsed<Schema> = Schema extends z.ZodType ? z.output<Schema> : undefined;
type Answer<Schema> = Schema extends z.ZodType ? z.input<Schema> : never;

/** A request as the endpoint's schemas have parsed it. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: Parsed<E['params']>;
  Querystring: Parsed<E['query']>;
  Body: Parsed<E['body']>;
}>;

type SuccessBody<E extends Endpoint> = {
  [Status in keyof E['responses']]: Answer<E['responses'][Status]>;
}[keyof E['responses']];

/** Answers the success body (sent with the declared success status), or sends through `reply` itself. */
export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<SuccessBody<E> | FastifyReply> | SuccessBody<E> | FastifyReply;

/** What a route may add to its declaration: hooks and limits that belong to the server. */
export type RouteExtras = Pick<
  RouteShorthandOptions,
  'config' | 'bodyLimit' | 'onRequest' | 'preValidation' | 'preHandler'
>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The declaration a route was registered from (plugins/auth.ts reads its policy). */
    endpoint?: Endpoint;
  }
}

/**
 * Registers the route of one declared endpoint: its method, path, schemas, documentation and
 * policy all come from the declaration; the shared error envelope and the bearer scheme are
 * added here. A handler that answers a body gets the declared success status (the lowest, when
 * there are several: a route that may answer 200 or 201 sets the status itself).
 */
export function defineRoute<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  extras: RouteExtras = {},
): void {
  // Integer keys iterate in ascending order, so this is the lowest declared status.
  const successStatus = Number(Object.keys(endpoint.responses)[0] ?? 200);
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      tags: [endpoint.tag],
      summary: endpoint.summary,
      ...(endpoint.policy.access === 'public' ? {} : { security: BEARER }),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.consumes ? { consumes: [...endpoint.consumes] } : {}),
      ...(endpoint.produces ? { produces: [...endpoint.produces] } : {}),
      response: {
        ...ERROR_RESPONSES,
        ...Object.fromEntries((endpoint.errors ?? []).map((status) => [status, ErrorBodySchema])),
        ...endpoint.responses,
      },
    },
    ...extras,
    config: { ...extras.config, endpoint },
    // Most routes answer 200, Fastify's default: their handler is registered as it is, with no
    // wrapper on the request's path.
    handler:
      successStatus === 200
        ? (handler as RouteHandlerMethod)
        : async (request, reply) => {
            const answer: unknown = await handler(request as EndpointRequest<E>, reply);
            if (answer === reply) return reply;
            if (reply.statusCode === 200) reply.code(successStatus);
            return answer;
          },
  });
}
