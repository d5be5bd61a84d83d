import { count } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect, afterAll, beforeAll } from 'vitest';
import type { Post } from '@kadirio/domain';
import { blogPosts } from '../db/schema/index';
import { createSignedInUser, type SignedInUser } from './factories';
import { createTestApp, type TestApp } from './test-app';

export interface BlogTestApp {
  testApp: TestApp;
  /** Admin, who writes the posts: "Asha Admin". */
  admin: SignedInUser;
  /** A signed-in reader (`user`), who comments: "Juma Reader". */
  reader: SignedInUser;
  inject: (options: InjectOptions) => Promise<LightMyRequestResponse>;
  /** A post written by admin through the API, each with its own title; a draft unless told otherwise. */
  createPost: (overrides?: Record<string, unknown>) => Promise<Post>;
  /** How many posts are stored, to show a refused write stored nothing. */
  postCount: () => Promise<number>;
}

/**
 * The set-up every blog route test file shares: a fresh app built before its tests and closed
 * after them, admin and a reader signed in. The objects are filled in by `beforeAll`, so a file
 * can take them apart at its top and use them in its tests.
 */
export function useBlogTestApp(): BlogTestApp {
  const testApp = {} as TestApp;
  const admin = {} as SignedInUser;
  const reader = {} as SignedInUser;
  beforeAll(async () => {
    Object.assign(testApp, await createTestApp());
    Object.assign(admin, await createSignedInUser(testApp, 'admin', { name: 'Asha Admin' }));
    Object.assign(reader, await createSignedInUser(testApp, 'user', { name: 'Juma Reader' }));
  });
  afterAll(async () => {
    await testApp.close();
  });

  const inject = (options: InjectOptions) => testApp.app.inject(options);
  let sequence = 0;

  return {
    testApp,
    admin,
    reader,
    inject,
    async createPost(overrides = {}) {
      sequence += 1;
      const response = await inject({
        method: 'POST',
        url: '/api/blog',
        headers: admin.auth,
        payload: {
          title: `Building tips ${sequence}`,
          article: `Some **advice** number ${sequence}.`,
          ...overrides,
        },
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<Post>();
    },
    async postCount() {
      const [row] = await testApp.database.db.select({ value: count() }).from(blogPosts);
      return row?.value ?? 0;
    },
  };
}
