import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes: a link nobody guesses (base64url, 43 characters). */
export function newShareToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored instead of a link's token: a stolen copy of the table opens nothing. */
export function hashShareToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
