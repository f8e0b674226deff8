// The Node version the README promises must be one every installed package accepts: a dependency that
// asks for a newer Node (its `engines` field) makes `npm ci` warn and may not run on the promised one.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const readJson = (path: string) => JSON.parse(readFileSync(join(root, path), 'utf8'));

function readmeNodeClaim(): string {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const match = /You need Node\.js (\d+\.\d+) or newer/.exec(readme);
  if (match?.[1] === undefined) throw new Error('README.md no longer states the Node version');
  return `${match[1]}.0`;
}

describe('Node version claim', () => {
  const claimed = readmeNodeClaim();

  it('is the root package.json engines range', () => {
    expect(readJson('package.json').engines.node).toBe(`>=${claimed.replace(/\.0$/, '')}`);
  });

  it('is accepted by every package in the lockfile', () => {
    const lock = readJson('package-lock.json') as {
      packages: Record<string, { engines?: { node?: string } | string[] }>;
    };
    const refusing = Object.entries(lock.packages).flatMap(([path, entry]) => {
      const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
      return range !== undefined && !semver.satisfies(claimed, range) ? [`${path} (${range})`] : [];
    });
    expect(refusing).toEqual([]);
  });

  it('is what every publishable package declares', () => {
    const manifests = readdirSync(join(root, 'packages')).map((dir) =>
      readJson(`packages/${dir}/package.json`),
    );
    for (const manifest of manifests.filter((each) => each.private !== true)) {
      expect(manifest.engines?.node, manifest.name).toBe(readJson('package.json').engines.node);
    }
  });
});
