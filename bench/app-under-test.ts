import type { Seeded } from './seed';

/** The app a scenario runs against: where it answers, what was seeded, a token per account. */
export interface AppUnderTest {
  baseUrl: string;
  seeded: Seeded;
  /** A bearer token for an account, signed in once per run. */
  tokenFor(email: string): Promise<string>;
}
