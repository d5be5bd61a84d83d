import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { keepOnlyRoutes } from './endpoint-routes';

describe('keepOnlyRoutes', () => {
  it('keeps each endpoint’s method and path, and drops the imports only the rest used', () => {
    const source = [
      "import { z } from 'zod';",
      "import { PlanSchema, PlanBodySchema } from '../plans.contract';",
      "import { OWNER } from '../permissions';",
      "import { defineEndpoint, defineEndpoints } from './endpoint';",
      "const tag = 'plans';",
      "const ROOT = '/api/plans';",
      '/** Built at the top: a call, which the bundler would keep if the declaration stayed. */',
      'const FileSchema = z.any();',
      'function queue(status: string) {',
      "  return defineEndpoint({ method: 'GET', path: `${ROOT}/${status}`, tag, policy: OWNER, responses: { 200: z.array(PlanSchema) } });",
      '}',
      'export const planEndpoints = defineEndpoints({',
      "  createPlan: defineEndpoint({ path: '/api/plans', method: 'POST', summary: 'Sends a plan', tag, body: PlanBodySchema, responses: { 201: PlanSchema } }),",
      "  download: defineEndpoint({ method: 'GET', path: '/api/plans/:id.pdf', responses: { 200: FileSchema } }),",
      "  queue: queue('new'),",
      '});',
    ].join('\n');

    const reduced = keepOnlyRoutes(source);

    expect(reduced).toContain("defineEndpoint({ method: 'GET', path: `${ROOT}/${status}` })");
    expect(reduced).toContain("defineEndpoint({ method: 'POST', path: '/api/plans' })");
    expect(reduced).not.toMatch(/zod|plans\.contract|permissions|Schema|summary|policy|z\.any/);
    expect(reduced).toContain("import { defineEndpoint, defineEndpoints } from './endpoint';");
    // What the routes still use stays; the module's own names only the rest used go.
    expect(reduced).toContain("const ROOT = '/api/plans';");
    expect(reduced).not.toContain('const tag');
  });

  it('refuses a declaration whose method or path is not written in it', () => {
    const source = "const endpoint = defineEndpoint({ ...base, summary: 'x' });";
    expect(() => keepOnlyRoutes(source, 'odd.endpoints.ts')).toThrow(/odd\.endpoints\.ts.*method and path/);
  });

  it('reduces every endpoint module of the domain to the routes the web calls', () => {
    const source = readFileSync(
      resolve(import.meta.dirname, '../../../packages/domain/src/boq/boq.endpoints.ts'),
      'utf8',
    );
    const reduced = keepOnlyRoutes(source);
    expect(reduced).toContain(
      "defineEndpoint({ method: 'GET', path: '/api/maps/:id/boq/issues/:revision.pdf' })",
    );
    expect(reduced).not.toMatch(/boq-sheets\.contract|boq-summary\.contract|responses:/);
  });
});
