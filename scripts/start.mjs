// `npm start`: builds the web app and the server when their sources changed since the last build
// (scripts/build-if-stale.mjs), then serves them in this process, as apps/server/dist/server.js
// would alone. A fresh clone builds on its first start; a restart serves at once.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfStale, ROOT } from './build-if-stale.mjs';

const status = buildIfStale('npm start');
if (status !== 0) process.exit(status);
await import(pathToFileURL(join(ROOT, 'apps/server/dist/server.js')).href);
