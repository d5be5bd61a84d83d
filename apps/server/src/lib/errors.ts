import { resolveMessage, type ErrorCode, type MessageCode, type PatternedCode } from './messages';

/**
 * The one typed error services throw; the error plugin maps it to `{ message, code }` with its
 * status. It is thrown with a message's code (`notFound('plans.map_not_found')`, lib/messages.ts),
 * or with a sentence that carries a value, whose code its pattern gives.
 */
export class AppError extends Error {
  readonly code: ErrorCode;

  constructor(
    readonly statusCode: number,
    codeOrSentence: MessageCode | (string & {}),
    readonly headers: Record<string, string> = {},
  ) {
    const { code, message } = resolveMessage(codeOrSentence);
    super(message);
    this.code = code;
    this.name = 'AppError';
  }
}

/** False for a string literal (`'Map not found'`), true for `string` and a template's type. */
// `{}` has every key of an open string type optional, and lacks a literal's one required key.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
type IsOpen<M extends string> = {} extends Record<M, 1> ? true : false;

/**
 * A fixed message is named by its code: a string literal that is not a code does not compile (its
 * words belong in lib/messages.ts, beside their Swahili). A sentence built with a value (a
 * template) passes, and its code comes from its pattern.
 */
export type Message<M extends string> = M & (M extends MessageCode ? M : IsOpen<M> extends true ? M : never);

/**
 * A sentence that carries a value which TypeScript reads as one literal (a template over a
 * constant): its code comes from its pattern in lib/messages.ts.
 */
export const sentence = (text: string): string => text;

export type { ErrorCode, MessageCode, PatternedCode };

export const badRequest = <M extends string>(message: Message<M>) => new AppError(400, message);
export const unauthorized = <M extends string>(
  message: Message<M> | 'auth.sign_in_needed' = 'auth.sign_in_needed',
) => new AppError(401, message);
export const forbidden = <M extends string>(message: Message<M> | 'auth.not_allowed' = 'auth.not_allowed') =>
  new AppError(403, message);
export const notFound = <M extends string>(message: Message<M> | 'request.not_found' = 'request.not_found') =>
  new AppError(404, message);
export const conflict = <M extends string>(message: Message<M>) => new AppError(409, message);
export const tooManyRequests = <M extends string>(message: Message<M>, retryAfterSeconds: number) =>
  new AppError(429, message, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
