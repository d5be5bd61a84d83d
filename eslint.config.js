import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { boundariesPlugin } from './scripts/eslint-import-boundaries.mjs';

const root = import.meta.dirname;

/** The folders directly under `dir` (repo-relative), read when ESLint starts: a new feature is covered at once. */
function foldersIn(dir) {
  return readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

const WEB = 'apps/web/src';
const SERVER = 'apps/server/src';

/**
 * Import boundaries (docs/decisions/0012-import-boundaries.md), after bulletproof-react's zones.
 * Web: a feature imports no other feature (app/ composes them) and of app/ only the typed hooks;
 * components/ and lib/ import neither features nor app/. Server: a module reaches another module
 * only through its services; plugins/ and lib/ import no module. Paths are repo-relative.
 */
const boundaryZones = [
  ...foldersIn(`${WEB}/features`).map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [`${WEB}/features/${feature}`],
    message:
      'A feature does not import another feature: move what both need to components/ or lib/, or compose them in app/.',
  })),
  {
    target: `${WEB}/features`,
    from: `${WEB}/app`,
    except: [`${WEB}/app/hooks.ts`],
    message: 'A feature takes from app/ only the typed hooks; app/ composes features, not the other way.',
  },
  {
    target: [`${WEB}/components`, `${WEB}/lib`],
    from: [`${WEB}/features`, `${WEB}/app`],
    message: 'components/ and lib/ are shared by features, so they import neither features nor app/.',
  },
  ...foldersIn(`${SERVER}/modules`).map((module) => ({
    target: `${SERVER}/modules/${module}`,
    from: `${SERVER}/modules`,
    except: [`${SERVER}/modules/${module}`],
    exceptPattern: '\\.service$',
    message:
      'A module uses another module through its service (*.service.ts), never its repository or routes.',
  })),
  {
    target: [`${SERVER}/plugins`, `${SERVER}/lib`],
    from: `${SERVER}/modules`,
    message: 'plugins/ and lib/ are beneath the modules: they import none.',
  },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'bench/results/**', 'apps/server/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      // Fastify plugins and route handlers are async by contract, awaiting or not.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // The domain is pure: zod only, no I/O, no apps.
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['node:*', 'fs', 'path', '@kadirio/server', '@kadirio/web', 'react', 'drizzle-orm'] },
      ],
    },
  },
  {
    // The subpath entries (`@kadirio/domain/trades`, `/language`) load with the web's first code:
    // plain data, importing nothing but each other.
    files: [
      'packages/domain/src/language-data.ts',
      'packages/domain/src/trades/trade-data.ts',
      'packages/domain/src/trades/trade-routes.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\./trade-(data|routes)$)',
              message: 'A subpath entry of the domain is plain data: no zod, no other module.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: ['@kadirio/server', '**/apps/server/**'] }],
    },
  },
  {
    // Tests and their helpers may reach across (a test builds its world from any module's pieces).
    files: [`${WEB}/**/*.{ts,tsx}`, `${SERVER}/**/*.ts`],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**', '**/*-testing.ts'],
    plugins: { kadirio: boundariesPlugin },
    rules: {
      'kadirio/import-boundaries': ['error', { root, zones: boundaryZones }],
    },
  },
  {
    // No chain of imports leads back to where it started, anywhere, tests included.
    files: ['**/*.{ts,tsx,mts,mjs,js}'],
    plugins: { kadirio: boundariesPlugin },
    rules: { 'kadirio/no-import-cycles': ['error', { root }] },
  },
  {
    // A server module's file does one job; past 350 lines it is doing several (tests included).
    files: [`${SERVER}/modules/**/*.ts`],
    rules: { 'max-lines': ['error', { max: 350 }] },
  },
  {
    // A web file does one job and a component reads in one pass: past 300 lines a file, or 150
    // lines a function, it is doing several (docs/ARCHITECTURE.md, "Size"). Tests and their
    // fakes are long by nature and are left out.
    files: [`${WEB}/**/*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**', '**/locales/**'],
    rules: {
      'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }],
      'max-lines-per-function': ['error', { max: 150, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts', 'bench/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
    },
  },
);
