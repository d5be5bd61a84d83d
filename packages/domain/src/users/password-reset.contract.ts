import { z } from 'zod';
import { EmailSchema, PasswordSchema } from './users.contract';

/** How long a reset link works: one sent by e-mail, and one an admin hands on by WhatsApp or SMS. */
export const PASSWORD_RESET_LIMITS = {
  emailLinkMinutes: 30,
  /** Passed on by hand, it may wait a while for the person to read their messages. */
  adminLinkMinutes: 24 * 60,
  /** At most this many reset e-mails per account per hour; more requests are answered the same, and dropped. */
  emailsPerAccountPerHour: 3,
} as const;

/** The secret of a link: 32 random bytes, base64url; only its SHA-256 is stored. */
export const ResetTokenSchema = z
  .string({ message: 'token is required' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{43}$/, { message: 'token is not a reset link token' });

export const PasswordResetOptionsSchema = z.object({
  /** False when the server has no SMTP: a reset must then be asked of an admin. */
  byEmail: z.boolean(),
});
export type PasswordResetOptions = z.infer<typeof PasswordResetOptionsSchema>;

export const PasswordResetRequestBodySchema = z.object({ email: EmailSchema });
export type PasswordResetRequestBody = z.infer<typeof PasswordResetRequestBodySchema>;

export const PasswordResetBodySchema = z.object({ token: ResetTokenSchema, password: PasswordSchema });
export type PasswordResetBody = z.infer<typeof PasswordResetBodySchema>;

export const PasswordResetLinkSchema = z.object({
  /** The page that sets a new password; the token rides in the fragment, never sent to a server log. */
  url: z.string(),
  expiresAt: z.string(),
  message: z.string(),
});
export type PasswordResetLink = z.infer<typeof PasswordResetLinkSchema>;

export const PASSWORD_RESET_MESSAGES = {
  /** The same words whether or not the address has an account. */
  requested: 'If an account has this e-mail address, a link to set a new password is on its way',
  done: 'Your password is changed; sign in with the new one',
  linkIssued: 'Reset link created; pass it on to the account holder',
} as const;

/** The reset page's address for a token: `<public url>/reset-password#token=…`. */
export function resetPageUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/reset-password#token=${token}`;
}
