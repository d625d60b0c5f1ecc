// The Node version the README and `engines` state is the one every installed package runs on: `npm install` on the
// stated floor must not warn EBADENGINE, and CI's own Node must be within it.
import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

interface LockPackage {
  engines?: { node?: string } | string[];
  optional?: boolean;
}

const root = new URL('../', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(readFileSync(new URL('package-lock.json', root), 'utf8')) as {
  packages: Record<string, LockPackage>;
};
const floor = semver.minVersion(manifest.engines.node)!;

describe('the stated Node version', () => {
  it('is the floor of package.json engines and the README', () => {
    expect(floor.version).toBe('20.19.0');
    expect(readFileSync(new URL('README.md', root), 'utf8')).toContain(`Node ${floor.major}.${floor.minor} or newer`);
  });

  it('admits the Node running the tests (CI runs on the stated version)', () => {
    expect(semver.satisfies(process.version, manifest.engines.node)).toBe(true);
  });

  it('is admitted by every package of the lock file, so npm install does not warn EBADENGINE', () => {
    const refusing = Object.entries(lock.packages)
      .filter(([path, pkg]) => path !== '' && !pkg.optional)
      .flatMap(([path, pkg]) => {
        const range = Array.isArray(pkg.engines) ? undefined : pkg.engines?.node;
        return range && !semver.satisfies(floor, range) ? [`${path} wants node ${range}`] : [];
      });
    expect(refusing).toEqual([]);
  });
});
