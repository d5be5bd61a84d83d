import { z } from 'zod';
import { IdSchema } from '../http.contract';
import { LanguageSchema } from '../language';
import { isEmailIdentifier, normalisePhone } from './phone';
import { EmailSchema, PasswordSchema } from './users.contract';

/** How long a reset link works: one sent by e-mail, and one an admin hands on by WhatsApp or SMS. */
export const PASSWORD_RESET_LIMITS = {
  emailLinkMinutes: 30,
  /** Passed on by hand, it may wait a while for the person to read their messages. */
  adminLinkMinutes: 24 * 60,
  /** At most this many reset e-mails per account per hour; more requests are answered the same, and dropped. */
  emailsPerAccountPerHour: 3,
  /** At most this many requests for an admin's link per account per hour (asking again while one is open only moves it). */
  adminRequestsPerAccountPerHour: 3,
} as const;

/** The secret of a link: 32 random bytes, base64url; only its SHA-256 is stored. */
export const ResetTokenSchema = z
  .string({ message: 'token is required' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{43}$/, { message: 'token is not a reset link token' });

export const PasswordResetOptionsSchema = z.object({
  /** False when the server has no SMTP: every request then waits for an admin, who sends the link by WhatsApp or SMS. */
  byEmail: z.boolean(),
});
export type PasswordResetOptions = z.infer<typeof PasswordResetOptionsSchema>;

/**
 * "Forgot your password?": the account's e-mail or its phone number, in the one field sign-in
 * also reads (`email`, as `LoginBodySchema`); a phone is written any usual way (users/phone.ts).
 */
export const PasswordResetRequestBodySchema = z.object({
  email: z
    .string({ message: 'email is required' })
    .trim()
    .min(1, { message: 'email is required' })
    .max(254, { message: 'email is too long' })
    .refine(
      (value) =>
        isEmailIdentifier(value) ? EmailSchema.safeParse(value).success : normalisePhone(value) !== null,
      { message: 'email must be an e-mail address or a phone number' },
    ),
});
export type PasswordResetRequestBody = z.infer<typeof PasswordResetRequestBodySchema>;

/**
 * How the link will reach the person: by e-mail, or by an admin who sends it by WhatsApp or SMS.
 * Decided by what was typed and whether the server sends mail, never by whether an account
 * exists, so the answer tells nobody that it does.
 */
export const RESET_DELIVERIES = ['email', 'admin'] as const;
export const ResetDeliverySchema = z.enum(RESET_DELIVERIES);
export type ResetDelivery = z.infer<typeof ResetDeliverySchema>;

export const PasswordResetRequestedSchema = z.object({ message: z.string(), delivery: ResetDeliverySchema });
export type PasswordResetRequested = z.infer<typeof PasswordResetRequestedSchema>;

/** A request for a reset that an admin is to answer by WhatsApp or SMS, as the admin's list shows it. */
export const PasswordResetRequestSchema = z.object({
  _id: IdSchema,
  userId: IdSchema,
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  /** The account's language: the words sent with the link are in it. */
  language: LanguageSchema,
  /** When it was last asked for (asking again while it is open moves it, it adds no second row). */
  requestedAt: z.string(),
});
export type PasswordResetRequest = z.infer<typeof PasswordResetRequestSchema>;

export const PasswordResetRequestListSchema = z.object({
  items: z.array(PasswordResetRequestSchema),
  total: z.number().int(),
});
export type PasswordResetRequestList = z.infer<typeof PasswordResetRequestListSchema>;

/** The admin has sent the link, or dismisses a request (a stranger's, or one already answered). */
export const RESET_REQUEST_OUTCOMES = ['sent', 'dismissed'] as const;
export const CloseResetRequestBodySchema = z.object({
  outcome: z.enum(RESET_REQUEST_OUTCOMES, { message: 'outcome must be sent or dismissed' }),
});
export type CloseResetRequestBody = z.infer<typeof CloseResetRequestBodySchema>;

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
  /** The same words whether or not the number (or address) has an account. */
  requestedByAdmin:
    'If an account has this phone number or e-mail, an administrator will send you a link to set a new password by WhatsApp or SMS',
  requestClosed: 'Reset request closed',
  done: 'Your password is changed; sign in with the new one',
  linkIssued: 'Reset link created; pass it on to the account holder',
} as const;

/** The reset page's address for a token: `<public url>/reset-password#token=…`. */
export function resetPageUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/reset-password#token=${token}`;
}
