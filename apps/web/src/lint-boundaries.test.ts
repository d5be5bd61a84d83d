import { existsSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The import boundaries of eslint.config.js (docs/decisions/0012-import-boundaries.md), checked
 * on imports written for the purpose. The repo's own config is used; only the type-aware rules are
 * switched off, as the files linted here are not on disk (the imported ones are).
 */
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const BOUNDARY_RULE = 'kadirio/import-boundaries';

let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: repoRoot, overrideConfig: tseslint.configs.disableTypeChecked });
});

/** What ESLint says of `import type { Probe } from '<specifier>'` written in `file`. */
async function lintImport(file: string, specifier: string) {
  const imported = path.resolve(repoRoot, path.dirname(file), specifier);
  // An import that resolves to nothing is not checked at all: make sure each one names a real file.
  expect(['.ts', '.tsx'].some((extension) => existsSync(imported + extension))).toBe(true);
  const code = `import type { Probe } from '${specifier}';\nexport type Probed = Probe;\n`;
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  return result!.messages.map((message) => ({ rule: message.ruleId, message: message.message }));
}

const refused = [{ rule: BOUNDARY_RULE, message: expect.any(String) as string }];

describe('import boundaries: web', { timeout: 60_000 }, () => {
  it('refuses a feature importing another feature', async () => {
    expect(
      await lintImport('apps/web/src/features/boq/components/probe.tsx', '../../plans/plans.api'),
    ).toEqual(refused);
  });

  it('lets a feature import its own files, components/ and lib/', async () => {
    expect(await lintImport('apps/web/src/features/boq/components/probe.tsx', '../boq.api')).toEqual([]);
    expect(await lintImport('apps/web/src/features/boq/components/probe.tsx', './trade-screen')).toEqual([]);
    expect(
      await lintImport('apps/web/src/features/boq/components/probe.tsx', '../../../components/load-states'),
    ).toEqual([]);
    expect(
      await lintImport('apps/web/src/features/boq/components/probe.tsx', '../../../lib/use-language'),
    ).toEqual([]);
  });

  it('lets app/ compose features', async () => {
    expect(await lintImport('apps/web/src/app/probe.tsx', '../features/boq/boq.api')).toEqual([]);
    expect(await lintImport('apps/web/src/app/probe.tsx', '../features/plans/plans.api')).toEqual([]);
  });

  it('lets a feature take the typed hooks from app/, and nothing else', async () => {
    expect(await lintImport('apps/web/src/features/boq/probe.ts', '../../app/hooks')).toEqual([]);
    expect(await lintImport('apps/web/src/features/boq/probe.ts', '../../app/router')).toEqual(refused);
  });

  it('refuses components/ and lib/ importing a feature or app/', async () => {
    expect(await lintImport('apps/web/src/lib/probe.ts', '../features/boq/boq.api')).toEqual(refused);
    expect(await lintImport('apps/web/src/components/probe.tsx', '../app/hooks')).toEqual(refused);
  });

  it('lets a test cross features', async () => {
    expect(
      await lintImport('apps/web/src/features/boq/components/probe.test.tsx', '../../plans/plans.api'),
    ).toEqual([]);
  });
});

describe('import boundaries: server', { timeout: 60_000 }, () => {
  it("refuses a module importing another module's repository or routes", async () => {
    expect(await lintImport('apps/server/src/modules/boq/probe.ts', '../plans/plans.repository')).toEqual(
      refused,
    );
    expect(await lintImport('apps/server/src/modules/boq/probe.ts', '../plans/plans.routes')).toEqual(
      refused,
    );
  });

  it("lets a module use another module's service, and its own repository", async () => {
    expect(
      await lintImport('apps/server/src/modules/boq/probe.ts', '../catalogue/catalogue.service'),
    ).toEqual([]);
    expect(await lintImport('apps/server/src/modules/plans/probe.ts', './plans.repository')).toEqual([]);
  });

  it('refuses plugins/ and lib/ importing a module', async () => {
    expect(await lintImport('apps/server/src/plugins/probe.ts', '../modules/users/users.service')).toEqual(
      refused,
    );
    expect(await lintImport('apps/server/src/lib/probe.ts', '../modules/plans/plans.repository')).toEqual(
      refused,
    );
  });

  it('lets a test reach any module', async () => {
    expect(
      await lintImport('apps/server/src/modules/boq/probe.test.ts', '../plans/plans.repository'),
    ).toEqual([]);
  });
});

describe('import cycles', { timeout: 60_000 }, () => {
  it('refuses an import that leads back to the importing file, and names the chain', async () => {
    // change-feed.ts imports database-log.ts: the log importing the feed back closes a loop.
    expect(await lintImport('apps/server/src/db/database-log.ts', './change-feed')).toEqual([
      {
        rule: 'kadirio/no-import-cycles',
        message:
          'Import cycle: apps/server/src/db/database-log.ts → apps/server/src/db/change-feed.ts → ' +
          'apps/server/src/db/database-log.ts. Move what both need into a module of its own.',
      },
    ]);
  });

  it('refuses a longer loop, in tests and the bench too', async () => {
    // run.ts → scenarios.ts → measurement-scenario.ts: the last importing run.ts closes a loop of three.
    expect(await lintImport('bench/measurement-scenario.ts', './run')).toEqual([
      {
        rule: 'kadirio/no-import-cycles',
        message:
          'Import cycle: bench/measurement-scenario.ts → bench/run.ts → bench/scenarios.ts → ' +
          'bench/measurement-scenario.ts. Move what both need into a module of its own.',
      },
    ]);
  });

  it('lets a file import what does not import it back', async () => {
    expect(await lintImport('apps/server/src/db/change-feed.ts', './database-log')).toEqual([]);
  });
});
