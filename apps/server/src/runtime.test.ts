import { describe, expect, it } from 'vitest';

/**
 * The project brings Node 24 from the npm registry and runs every script on it
 * (docs/decisions/0022-node-24.md): this fails if `npm test` ever runs on an older Node again.
 */
describe('the runtime', () => {
  it('is Node 24.7 or later, the first with crypto.argon2', () => {
    const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
    expect(major * 1000 + minor, `running on Node ${process.version}`).toBeGreaterThanOrEqual(24_007);
  });
});
