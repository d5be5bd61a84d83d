import { ErrorBodySchema } from '@kadirio/domain';

/** The refusals a signed-in API route can answer, each with the one error envelope. */
export const ERROR_RESPONSES = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
};

/** OpenAPI: the route takes `Authorization: Bearer <token>`. */
export const BEARER = [{ bearerAuth: [] }];
