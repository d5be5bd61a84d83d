import {
  parseSeedCatalogue,
  type AccessLevel,
  type CatalogueEntry,
  type CataloguePage,
  type RateChange,
  type SessionUser,
  type User,
  type UserPage,
} from '@kadirio/domain';

let sequence = 0;

function nextId(): string {
  return crypto.randomUUID();
}

export function buildUser(overrides: Partial<User> = {}): User {
  sequence += 1;
  return {
    _id: nextId(),
    name: `Person ${sequence}`,
    email: `person${sequence}@example.com`,
    phone: '0712345678',
    accessLevel: 'user',
    profilePic: '',
    language: 'en',
    lastLoginAt: null,
    createdAt: '2025-01-10T08:00:00.000Z',
    updatedAt: '2025-01-10T08:00:00.000Z',
    ...overrides,
  };
}

export function buildSessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  const { _id, name, email, phone, accessLevel, profilePic, language } = buildUser();
  return {
    _id,
    name,
    email,
    phone,
    accessLevel,
    profilePic,
    language,
    token: `token-${_id}`,
    message: 'Login successful',
    ...overrides,
  };
}

export function buildSessionFor(accessLevel: AccessLevel, overrides: Partial<SessionUser> = {}): SessionUser {
  return buildSessionUser({ accessLevel, ...overrides });
}

export function buildUserPage(items: User[], overrides: Partial<UserPage> = {}): UserPage {
  return { items, total: items.length, page: 1, limit: 10, ...overrides };
}

/** Puts a session where the app looks for it on start: session storage, key `user`. */
export function storeSession(user: SessionUser, lastLogin = '2025-06-01T09:30:00.000Z'): void {
  window.sessionStorage.setItem('user', JSON.stringify(user));
  window.sessionStorage.setItem('lastLogin', lastLogin);
}

export function buildCatalogueEntry(overrides: Partial<CatalogueEntry> = {}): CatalogueEntry {
  sequence += 1;
  return {
    _id: nextId(),
    code: `PRE-ITEM${sequence}`,
    trade: 'pre',
    material: `material-${sequence}`,
    description: `Item ${sequence}`,
    descriptionSw: `Kifaa ${sequence}`,
    unit: 'item',
    baseUnit: 'pcs',
    perUnit: 1,
    rate: 10_000,
    wastageClass: null,
    active: true,
    position: sequence,
    createdAt: '2025-01-10T08:00:00.000Z',
    updatedAt: '2025-01-10T08:00:00.000Z',
    ...overrides,
  };
}

/** The real seed catalogue (packages/domain) as the API answers it: every item active, in seed order. */
export function buildSeedCatalogue(): CatalogueEntry[] {
  return parseSeedCatalogue().map((item, index) => buildCatalogueEntry({ ...item, position: index + 1 }));
}

export function buildCataloguePage(
  items: CatalogueEntry[],
  overrides: Partial<CataloguePage> = {},
): CataloguePage {
  return { items, total: items.length, page: 1, limit: 100, ...overrides };
}

export function buildRateChange(overrides: Partial<RateChange> = {}): RateChange {
  return {
    _id: nextId(),
    material: 'cement-50kg',
    oldRate: 10_000,
    newRate: 12_000,
    changedBy: nextId(),
    changedByName: 'Asha Said',
    changedAt: '2025-06-01T09:30:00.000Z',
    note: null,
    ...overrides,
  };
}
