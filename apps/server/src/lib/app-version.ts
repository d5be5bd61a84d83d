import serverPackage from '../../package.json' with { type: 'json' };

/** Kadirio's version: the server package's, which a release sets (docs/operations.md, "Upgrade"). */
export const APP_VERSION: string = serverPackage.version;

/** The MAJOR of a `MAJOR.MINOR.PATCH` version; a release that changes it may not read older data. */
export function majorOf(version: string): number {
  return Number.parseInt(version.split('.')[0] ?? '', 10);
}
