import type { AccessLevel, RegisterBody } from '@kadirio/domain';
import { hashPassword } from '../modules/users/passwords';
import { createTokenSigner } from '../modules/users/tokens';
import { insertSession, insertUser, type UserRow } from '../modules/users/users.repository';
import type { TestApp } from './test-app';

let sequence = 0;

export const FACTORY_PASSWORD = 'mbuyu-tree-under-sun';

/** A well-formed id that no record has, for the 404s. */
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** A person who registers with an e-mail (most tests'); one by phone alone leaves `email` out of its own body. */
export type RegisterBodyWithEmail = RegisterBody & { email: string };

export function buildRegisterBody(
  overrides: Partial<RegisterBody> & { email?: string } = {},
): RegisterBodyWithEmail {
  sequence += 1;
  const tag = `${Date.now().toString(36)}${sequence}`;
  return {
    name: `Test Person ${sequence}`,
    email: `person-${tag}@example.com`,
    // Phones are unique per account: each built person has its own (069…, a range no test types).
    phone: `069${String(sequence).padStart(7, '0')}`,
    password: FACTORY_PASSWORD,
    ...overrides,
  };
}

// One argon2 hash shared by every factory user keeps the suite fast.
let factoryHash: Promise<string> | undefined;

export interface SignedInUser {
  /** The factory's people have an e-mail (an account by phone alone is made through the API). */
  user: UserRow & { email: string };
  token: string;
  password: string;
  auth: { authorization: string };
}

/** A user with the given role, inserted directly, with a live session and its bearer token. */
export async function createSignedInUser(
  testApp: TestApp,
  accessLevel: AccessLevel = 'user',
  overrides: Partial<RegisterBody> & { email?: string } = {},
): Promise<SignedInUser> {
  factoryHash ??= hashPassword(FACTORY_PASSWORD);
  const body = buildRegisterBody(overrides);
  const user = await insertUser(testApp.database.db, {
    name: body.name,
    email: body.email,
    phone: body.phone,
    accessLevel,
    passwordHash: await factoryHash,
  });
  const token = await createToken(testApp, user);
  return {
    user: { ...user, email: body.email },
    token,
    password: FACTORY_PASSWORD,
    auth: { authorization: `Bearer ${token}` },
  };
}

export async function createToken(testApp: TestApp, user: UserRow): Promise<string> {
  const expiresAt = new Date(Date.now() + testApp.config.tokenTtlMinutes * 60_000);
  const sessionId = await insertSession(testApp.database.db, user.id, expiresAt);
  return createTokenSigner(testApp.jwtSecret).sign(
    { userId: user.id, sessionId, tokenVersion: user.tokenVersion },
    expiresAt,
  );
}
