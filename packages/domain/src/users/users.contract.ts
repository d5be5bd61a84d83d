import { z } from 'zod';
import { ACCESS_LEVELS } from '../roles';
import { LanguageSchema } from '../language';
import { IdSchema, pageOf, PageQuerySchema } from '../http.contract';
import { isCommonPassword } from './common-passwords';
import { normalisePhone } from './phone';

export const AccessLevelSchema = z.enum(ACCESS_LEVELS);

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const PasswordSchema = z
  .string({ message: 'password is required' })
  .min(PASSWORD_MIN, { message: `password must be at least ${PASSWORD_MIN} characters` })
  .max(PASSWORD_MAX, { message: `password must be at most ${PASSWORD_MAX} characters` })
  .refine((value) => !isCommonPassword(value), {
    message: 'password is too common; choose one that is harder to guess',
  });

export const NameSchema = z
  .string({ message: 'name is required' })
  .trim()
  .min(1, { message: 'name is required' })
  .max(100, { message: 'name must be at most 100 characters' });

export const EmailSchema = z
  .string({ message: 'email is required' })
  .trim()
  .max(254, { message: 'email is too long' })
  .pipe(z.email({ message: 'email is not a valid address' }));

/** Phones stay strings: a leading zero or a + matters. */
export const PhoneSchema = z
  .string({ message: 'phone is required' })
  .trim()
  .regex(/^\+?[0-9][0-9 -]{5,19}$/, { message: 'phone must be 6 to 20 digits, optionally starting with +' });

/**
 * A phone an account signs in with and is found by: one that `normalisePhone` can read, so that
 * it has one canonical form and no two accounts share it (docs/product.md §2, User).
 */
export const DialablePhoneSchema = PhoneSchema.refine((value) => normalisePhone(value) !== null, {
  message: 'phone is not a number that can be dialled; write it as 0712 345 678 or +255 712 345 678',
});

/** An e-mail a form may leave empty: empty means none. */
export const OptionalEmailSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  EmailSchema.optional(),
);

/** The longest profile picture stored, in characters of its data URL (about 150 KB of image). */
export const PROFILE_PIC_MAX_CHARS = 200_000;

/** A profile picture is a link or an inline image; the server never fetches it. */
export const ProfilePicSchema = z
  .string()
  .trim()
  .max(PROFILE_PIC_MAX_CHARS, { message: 'profilePic is too large' })
  .refine(
    (value) =>
      value === '' || /^https?:\/\//.test(value) || /^data:image\/(png|jpeg|webp);base64,/.test(value),
    {
      message: 'profilePic must be an http(s) link or a PNG, JPEG or WebP data URL',
    },
  );

/** The first admin, created from ADMIN_EMAIL/ADMIN_PASSWORD or `npm run create-admin`; phone may come later. */
export const AdminAccountSchema = z.object({
  name: NameSchema,
  email: EmailSchema,
  phone: z.union([PhoneSchema, z.literal('')]).default(''),
  password: PasswordSchema,
});
export type AdminAccount = z.infer<typeof AdminAccountSchema>;

/** Registration by phone: the e-mail is optional (many clients have none); the phone is required and unique. */
export const RegisterBodySchema = z.object({
  name: NameSchema,
  email: OptionalEmailSchema,
  phone: DialablePhoneSchema,
  password: PasswordSchema,
  /** The interface language the person registered in; kept as the account's language. */
  language: LanguageSchema.optional(),
});
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

export const LoginBodySchema = z.object({
  /** The account's e-mail or its phone number, written any usual way (users/phone.ts). */
  email: z.string({ message: 'email is required' }).trim().min(1, { message: 'email is required' }).max(254),
  password: z
    .string({ message: 'password is required' })
    .min(1, { message: 'password is required' })
    .max(PASSWORD_MAX),
  /** "Keep me signed in": a longer session, kept by the browser across tabs and restarts. */
  remember: z.boolean().optional(),
  /** The interface language the person signed in with; stored as the account's language. */
  language: LanguageSchema.optional(),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

/** What anyone allowed to see an account sees: never the password hash. */
export const UserSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  /** Null for an account registered by phone alone. */
  email: z.string().nullable(),
  phone: z.string(),
  accessLevel: AccessLevelSchema,
  profilePic: z.string(),
  language: LanguageSchema,
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type User = z.infer<typeof UserSchema>;

/** The session object the client keeps under `user` in session storage. */
export const SessionUserSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  /** Null for an account registered by phone alone. */
  email: z.string().nullable(),
  phone: z.string(),
  accessLevel: AccessLevelSchema,
  profilePic: z.string(),
  language: LanguageSchema,
  token: z.string(),
  message: z.string(),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

export const UpdateUserBodySchema = z
  .object({
    name: NameSchema.optional(),
    phone: DialablePhoneSchema.optional(),
    profilePic: ProfilePicSchema.optional(),
    language: LanguageSchema.optional(),
    password: PasswordSchema.optional(),
    currentPassword: z.string().max(PASSWORD_MAX).optional(),
    accessLevel: AccessLevelSchema.optional(),
  })
  .refine((body) => body.password === undefined || (body.currentPassword ?? '') !== '', {
    message: 'currentPassword is required to change the password',
    path: ['currentPassword'],
  });
export type UpdateUserBody = z.infer<typeof UpdateUserBodySchema>;

/** `token` comes back only when callers changed their own password (which ends their other sessions). */
export const UpdateUserResponseSchema = UserSchema.extend({
  message: z.string(),
  token: z.string().optional(),
});

export const DeleteUserResponseSchema = z.object({ id: IdSchema, message: z.string() });

export const ListUsersQuerySchema = PageQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
  accessLevel: AccessLevelSchema.optional(),
});
export type ListUsersQuery = z.infer<typeof ListUsersQuerySchema>;

export const UserPageSchema = pageOf(UserSchema);
export type UserPage = z.infer<typeof UserPageSchema>;

export const LogoutResponseSchema = z.object({ message: z.string() });

export const USER_MESSAGES = {
  registered: 'User registered successfully',
  loggedIn: 'Login successful',
  updated: 'Profile updated successfully',
  deleted: 'User deleted successfully',
  loggedOut: 'Logged out',
} as const;
