// Bundles the server (and its workspace domain package) into dist/; npm packages stay external.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const { dependencies } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(dependencies).filter((name) => !name.startsWith('@kadirio/'));

const { metafile } = await build({
  entryPoints: ['src/server.ts', 'src/create-admin.ts', 'src/backup.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  metafile: true,
  logLevel: 'warning',
});

// The built server runs on production dependencies alone (`npm ci --omit=dev`, the Dockerfile's
// runtime stage): every package it imports must be external, so a package the sources import but
// `dependencies` lacks (a devDependency) would be bundled from node_modules. Refuse that build.
const bundledPackages = Object.keys(metafile.inputs).filter((path) => path.includes('node_modules/'));
if (bundledPackages.length > 0) {
  console.error(
    `build: the server imports packages missing from apps/server/package.json "dependencies":\n  ${bundledPackages.join('\n  ')}`,
  );
  process.exit(1);
}
