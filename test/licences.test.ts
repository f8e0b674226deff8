// What Walletport publishes must depend only on OSI-licensed code: the production tree of every publishable
// package is walked as Node resolves it (scripts/licences.mjs) and each licence checked against the allowlist.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  findLicenceProblems,
  formatProblem,
  isAllowedLicence,
  type LicenceCheckOptions,
  licenceOf,
} from '../scripts/licences.mjs';

describe('licences of the published packages', () => {
  it('every publishable package depends in production only on OSI-licensed code', () => {
    const problems = findLicenceProblems().map(formatProblem);
    expect(problems, `not allowed:\n${problems.join('\n')}`).toEqual([]);
  });

  it('walks the real trees: workspace links, dependencies of dependencies and required peers', () => {
    // With nothing allowed, every package the walk reaches is listed.
    const reached = new Set(findLicenceProblems({ allowed: [] }).map((problem) => problem.name));
    expect([...reached]).toEqual(
      expect.arrayContaining(['@walletport/core', '@walletport/server', 'fastify', 'ethers', 'viem']),
    );
    // ethers and viem come from peer dependencies; wagmi is an optional peer that npm never installs.
    expect(reached.has('wagmi')).toBe(false);
  });
});

/** A repository on disk with one published package, a workspace link and a node_modules tree. */
function writeSyntheticRepository(root: string): void {
  const write = (path: string, manifest: object) => {
    mkdirSync(join(root, path), { recursive: true });
    writeFileSync(join(root, path, 'package.json'), JSON.stringify(manifest));
  };
  const lib = (name: string, version: string, license: string | undefined, extra: object = {}) =>
    write(`node_modules/${name}`, { name, version, ...(license === undefined ? {} : { license }), ...extra });
  write('packages/pub', {
    name: '@walletport/pub',
    version: '1.0.0',
    license: 'MIT',
    dependencies: { '@walletport/inner': '1.0.0', 'ok-lib': '1' },
    peerDependencies: { 'peer-lib': '1', 'opt-peer': '1' },
    peerDependenciesMeta: { 'opt-peer': { optional: true } },
    optionalDependencies: { 'not-built-here': '1' },
    devDependencies: { 'dev-tool': '1' },
  });
  write('packages/private-app', { name: 'private-app', private: true, dependencies: { 'gpl-lib': '1' } });
  // A workspace package outside packages/: only reached through the link, and walked through.
  write('tools/inner', {
    name: '@walletport/inner',
    version: '1.0.0',
    license: 'MIT',
    dependencies: { 'closed-lib': '2', 'absent-lib': '1' },
  });
  write('tools/inner/node_modules/closed-lib', {
    name: 'closed-lib',
    version: '2.0.0',
    license: 'SEE LICENSE IN LICENSE.md',
  });
  mkdirSync(join(root, 'node_modules/@walletport'), { recursive: true });
  symlinkSync(join(root, 'tools/inner'), join(root, 'node_modules/@walletport/inner'), 'dir');
  // The hoisted closed-lib is fine: ok-lib resolves to it, the inner package to its own nested copy.
  lib('closed-lib', '1.0.0', 'MIT');
  lib('ok-lib', '1.2.0', 'MIT', { dependencies: { 'closed-lib': '1', 'cycle-lib': '1' } });
  lib('cycle-lib', '1.0.0', 'ISC', { dependencies: { 'ok-lib': '1' } });
  lib('peer-lib', '1.0.0', '(GPL-3.0-only OR MIT)');
  lib('opt-peer', '1.0.0', 'UNLICENSED');
  lib('dev-tool', '1.0.0', 'UNLICENSED');
  lib('gpl-lib', '1.0.0', 'GPL-3.0-only');
}

describe('the licence checker on a synthetic tree', () => {
  let root: string;
  const problems = (options: LicenceCheckOptions = {}) =>
    findLicenceProblems({ root, ...options })
      .map(formatProblem)
      .sort();

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'walletport-licences-'));
    writeSyntheticRepository(root);
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('reports the package Node resolves for the workspace package, with its path, and an unchecked one', () => {
    expect(problems()).toEqual([
      'absent-lib (not installed, licence unchecked) ← @walletport/inner@1.0.0 ← @walletport/pub@1.0.0',
      'closed-lib@2.0.0 (SEE LICENSE IN LICENSE.md) ← @walletport/inner@1.0.0 ← @walletport/pub@1.0.0',
    ]);
  });

  it('walks optional peers only when asked', () => {
    expect(problems({ optionalPeers: true })).toContain(
      'opt-peer@1.0.0 (UNLICENSED) ← @walletport/pub@1.0.0',
    );
  });

  it('lets an exception through only with a reason', () => {
    const reason = 'a synthetic exception';
    expect(problems({ exceptions: [{ name: 'closed-lib', version: '2.0.0', reason }] })).toEqual([
      'absent-lib (not installed, licence unchecked) ← @walletport/inner@1.0.0 ← @walletport/pub@1.0.0',
    ]);
    // The other closed-lib version is not covered by an exception naming 2.0.0.
    expect(problems({ exceptions: [{ name: 'closed-lib', version: '1.0.0', reason }] })).toHaveLength(2);
    expect(() => problems({ exceptions: [{ name: 'closed-lib', reason: ' ' }] })).toThrow(/reason/);
  });

  it('reads the file system, not a cached tree: a fixed licence clears the report', () => {
    const path = join(root, 'tools/inner/node_modules/closed-lib/package.json');
    writeFileSync(path, JSON.stringify({ name: 'closed-lib', version: '2.0.1', license: 'BSD-3-Clause' }));
    mkdirSync(join(root, 'node_modules/absent-lib'), { recursive: true });
    writeFileSync(
      join(root, 'node_modules/absent-lib/package.json'),
      '{"name":"absent-lib","license":"MIT"}',
    );
    expect(problems()).toEqual([]);
  });
});

describe('licence expressions', () => {
  it.each([
    'MIT',
    'mit',
    '(MIT OR Apache-2.0)',
    'GPL-3.0-only OR MIT',
    '(Apache-2.0 AND MIT)',
    'MIT AND (ISC OR GPL-2.0-only)',
    // AND binds tighter than OR: MIT OR (GPL-2.0-only AND GPL-3.0-only).
    'MIT OR GPL-2.0-only AND GPL-3.0-only',
    'Apache-2.0 WITH LLVM-exception',
    'BlueOak-1.0.0',
  ])('allows %s', (expression) => {
    expect(isAllowedLicence(expression)).toBe(true);
  });

  it.each([
    'SEE LICENSE IN LICENSE.md',
    'UNLICENSED',
    '',
    'GPL-3.0-only',
    'MIT AND GPL-3.0-only',
    '(MIT AND GPL-3.0-only) OR BUSL-1.1',
    'MIT OR',
    '(MIT',
    'MIT Apache-2.0',
    'GPL-2.0-only WITH Classpath-exception-2.0',
  ])('refuses %j', (expression) => {
    expect(isAllowedLicence(expression)).toBe(false);
  });

  it('refuses a package that declares no licence', () => {
    expect(isAllowedLicence(undefined)).toBe(false);
  });

  it('reads the licence field in its object and legacy list forms', () => {
    expect(licenceOf({ license: { type: 'ISC' } })).toBe('ISC');
    expect(licenceOf({ licenses: [{ type: 'MIT' }, { type: 'GPL-2.0-only' }] })).toBe(
      '(MIT OR GPL-2.0-only)',
    );
    expect(licenceOf({})).toBeUndefined();
  });
});
