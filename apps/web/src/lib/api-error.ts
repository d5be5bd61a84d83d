import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { API_TIMEOUT_MS } from './api';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** A body's `error.message`, then its `message` (docs/specification.md §8 order). */
function messageFromBody(body: unknown): string | undefined {
  if (!isRecord(body)) return undefined;
  const nested = isRecord(body.error) ? nonEmptyString(body.error.message) : undefined;
  return nested ?? nonEmptyString(body.message);
}

/**
 * The message of a failed call, in the order of docs/specification.md §8: the response's `error.message`, its
 * `message`, then the error's own message; when none exists, the library-style texts the original
 * client showed ("Network Error", "timeout of 10000ms exceeded", "Request failed with status code n").
 * Accepts RTK Query errors (`FetchBaseQueryError`, `SerializedError`) and thrown `Error`s.
 */
export function getErrorMessage(error: unknown): string {
  if (!isRecord(error)) return nonEmptyString(error) ?? 'Something went wrong';

  const fromBody = messageFromBody(error.data);
  if (fromBody) return fromBody;

  const status = error.status;
  if (typeof status === 'number') return `Request failed with status code ${status}`;
  switch (status) {
    case 'TIMEOUT_ERROR':
      return `timeout of ${API_TIMEOUT_MS}ms exceeded`;
    case 'FETCH_ERROR':
      return /abort/i.test(String(error.error)) ? 'Request aborted' : 'Network Error';
    case 'PARSING_ERROR':
      return typeof error.originalStatus === 'number'
        ? `Request failed with status code ${error.originalStatus}`
        : 'Network Error';
    case 'CUSTOM_ERROR':
      return nonEmptyString(error.error) ?? 'Something went wrong';
    default:
      return nonEmptyString(error.message) ?? nonEmptyString(error.name) ?? 'Something went wrong';
  }
}

/** Messages the API is known to send, shown in the reader's language. Others pass through as sent. */
const KNOWN_SERVER_MESSAGES = {
  'Email, phone or password is incorrect': 'errors.invalidCredentials',
} as const;

/** `getErrorMessage` in the current language: library texts and known server texts are translated. */
export function translateErrorMessage(message: string, t: TFunction): string {
  if (message === 'Network Error') return t('errors.network');
  if (message === 'Request aborted') return t('errors.aborted');
  if (message === 'Something went wrong') return t('errors.unknown');
  const timeout = /^timeout of (\d+)ms exceeded$/.exec(message);
  if (timeout) return t('errors.timeout', { ms: timeout[1] });
  const status = /^Request failed with status code (\d+)$/.exec(message);
  if (status) return t('errors.status', { status: status[1] });
  if (message in KNOWN_SERVER_MESSAGES) {
    return t(KNOWN_SERVER_MESSAGES[message as keyof typeof KNOWN_SERVER_MESSAGES]);
  }
  return message;
}

/** `describe(error)`: the message to show a user for a failed call. */
export function useDescribeError(): (error: unknown) => string {
  const { t } = useTranslation();
  return useCallback((error: unknown) => translateErrorMessage(getErrorMessage(error), t), [t]);
}
