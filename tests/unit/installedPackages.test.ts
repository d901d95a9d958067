import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

interface LockedPackage {
  version?: string;
  engines?: Record<string, string> | string[];
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  optional?: boolean;
}

const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as {
  engines: { node: string };
  overrides?: Record<string, unknown>;
};
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, LockedPackage>;
};
const installed = Object.entries(lock.packages).filter(([path]) => path !== '');
const promised = manifest.engines.node;

/** The package a `require(name)` from `path` finds: the nearest node_modules up the tree. */
function resolveFrom(path: string, name: string): LockedPackage | undefined {
  let base = path;
  for (;;) {
    const found = lock.packages[`${base ? `${base}/` : ''}node_modules/${name}`];
    if (found) return found;
    if (base === '') return undefined;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut === -1 ? '' : base.slice(0, cut);
  }
}

describe('what `npm ci` installs on the Node versions package.json promises', () => {
  it('promises a Node range this machine’s Node is in', () => {
    expect(semver.satisfies(process.version, promised), `${process.version} in ${promised}`).toBe(true);
  });

  it('installs no package whose engines refuse a Node version of that range', () => {
    const refusing = installed.flatMap(([path, entry]) => {
      const node = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
      return node && !semver.subset(promised, node) ? [`${path}@${entry.version} needs node ${node}`] : [];
    });
    expect(refusing).toEqual([]);
  });

  it('keeps npm refusing such a package from now on (engine-strict)', () => {
    expect(readFileSync('.npmrc', 'utf8')).toMatch(/^engine-strict=true$/m);
  });

  it('meets every peer dependency, except the peers package.json overrides on purpose', () => {
    const unmet = installed.flatMap(([path, entry]) =>
      Object.entries(entry.peerDependencies ?? {}).flatMap(([name, range]) => {
        const peer = resolveFrom(path, name);
        if (!peer?.version)
          return entry.peerDependenciesMeta?.[name]?.optional ? [] : [`${path} needs ${name}`];
        return semver.satisfies(peer.version, range)
          ? []
          : [`${path.replace(/.*node_modules\//, '')}→${name}`];
      }),
    );
    // react-popper (inside @blueprintjs/core) declares React ≤ 18 and runs on React 19: overridden.
    expect(unmet).toEqual(['react-popper→react', 'react-popper→react-dom']);
    expect(manifest.overrides?.['react-popper']).toEqual({ react: '$react', 'react-dom': '$react-dom' });
  });
});
