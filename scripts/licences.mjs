// Licence check of what Walletport publishes: every package under packages/ that is not private must depend,
// in production (dependencies, peerDependencies, optionalDependencies, transitively), only on code under an
// OSI-approved licence. Optional peer dependencies are left out by default: npm never installs them, so they
// are the app's own choice (adapter-evm lists wagmi so, and imports nothing from it); `--optional-peers`
// walks them too. Plain JS so it also runs with node alone: `node scripts/licences.mjs` prints what it finds
// and exits 1 when something is not allowed. test/licences.test.ts enforces it.
import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** OSI-approved licences (SPDX ids) a published package may depend on. Compared case-insensitively. */
export const ALLOWED_LICENCES = Object.freeze([
  'MIT',
  'MIT-0',
  'Apache-2.0',
  'BSD-2-Clause',
  'BSD-3-Clause',
  'ISC',
  '0BSD',
  'MPL-2.0',
  'Unlicense',
  'CC0-1.0',
  'BlueOak-1.0.0',
  'Python-2.0',
]);

/**
 * Packages let through although their licence is not allowed, each with the reason. Only for dev-only
 * tooling that a production tree might still reach; production trees need none, so it is empty. Entries:
 * { name, version?, reason }.
 */
export const LICENCE_EXCEPTIONS = Object.freeze([]);

/** The licence a manifest declares as one SPDX-like string, or undefined when it declares none. */
export function licenceOf(manifest) {
  const { license, licenses } = manifest;
  if (typeof license === 'string') return license;
  if (license && typeof license.type === 'string') return license.type;
  // The deprecated `licenses` array lists licences to choose from.
  if (Array.isArray(licenses) && licenses.length > 0) {
    const types = licenses.map((entry) => (typeof entry === 'string' ? entry : entry?.type));
    if (types.every((type) => typeof type === 'string')) {
      return types.length === 1 ? types[0] : `(${types.join(' OR ')})`;
    }
  }
  return undefined;
}

/**
 * Whether an SPDX expression is acceptable: an allowed id; `A OR B` when either side is; `A AND B` when both
 * are (AND binds tighter than OR). `X+` counts as X, and `X WITH exception` as X, since an exception only
 * adds permissions. Anything that does not parse ("SEE LICENSE IN LICENSE.md", "UNLICENSED" is parsed but
 * not allowed) is refused.
 */
export function isAllowedLicence(expression, allowed = ALLOWED_LICENCES) {
  if (typeof expression !== 'string') return false;
  const allowedIds = new Set(allowed.map((id) => id.toLowerCase()));
  const tokens = expression.match(/\(|\)|[^\s()]+/g) ?? [];
  let position = 0;
  const peek = () => tokens[position]?.toUpperCase();
  const fail = () => {
    throw new SyntaxError(`not an SPDX expression: ${expression}`);
  };
  const atom = () => {
    const token = tokens[position++];
    if (token === undefined) return fail();
    if (token === '(') {
      const value = or();
      if (tokens[position++] !== ')') fail();
      return value;
    }
    if (token === ')' || !/^[A-Za-z0-9][A-Za-z0-9.+:-]*$/.test(token)) return fail();
    if (['AND', 'OR', 'WITH'].includes(token.toUpperCase())) return fail();
    if (peek() === 'WITH') {
      position += 1;
      const exception = tokens[position++];
      if (exception === undefined || !/^[A-Za-z0-9][A-Za-z0-9.:-]*$/.test(exception)) fail();
    }
    return allowedIds.has(token.replace(/\+$/, '').toLowerCase());
  };
  const and = () => {
    let value = atom();
    while (peek() === 'AND') {
      position += 1;
      value = atom() && value;
    }
    return value;
  };
  const or = () => {
    let value = and();
    while (peek() === 'OR') {
      position += 1;
      value = and() || value;
    }
    return value;
  };
  try {
    const value = or();
    return position === tokens.length && value;
  } catch {
    return false;
  }
}

function readManifest(dir) {
  return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
}

/** Directories of the packages under `root`/packages that are published (not `"private": true`). */
export function publishablePackageDirs(root = ROOT) {
  const packagesDir = join(root, 'packages');
  return readdirSync(packagesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(packagesDir, entry.name, 'package.json')))
    .map((entry) => join(packagesDir, entry.name))
    .filter((dir) => readManifest(dir).private !== true)
    .sort();
}

/** Where Node finds `name` when code in `fromDir` imports it: the nearest node_modules up the tree. */
export function resolvePackageDir(fromDir, name) {
  let dir = fromDir;
  for (;;) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return realpathSync(candidate);
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

/**
 * The production edges of a manifest as [name, optional]: optional ones may be absent (an optional
 * dependency npm could not install on this platform, an optional peer the app did not add).
 */
function productionDependencies(manifest, withOptionalPeers) {
  const optionalPeers = manifest.peerDependenciesMeta ?? {};
  const edges = new Map();
  for (const name of Object.keys(manifest.dependencies ?? {})) edges.set(name, false);
  for (const name of Object.keys(manifest.peerDependencies ?? {})) {
    const optional = optionalPeers[name]?.optional === true;
    if (!edges.has(name) && (withOptionalPeers || !optional)) edges.set(name, optional);
  }
  for (const name of Object.keys(manifest.optionalDependencies ?? {})) edges.set(name, true);
  return [...edges];
}

function checkExceptions(exceptions) {
  for (const exception of exceptions) {
    if (typeof exception.name !== 'string' || !(exception.reason?.trim().length > 0)) {
      throw new Error(`a licence exception needs a package name and a reason: ${JSON.stringify(exception)}`);
    }
  }
}

const excepted = (exceptions, name, version) =>
  exceptions.some((e) => e.name === name && (e.version === undefined || e.version === version));

/**
 * Walks the production trees of `packageDirs` (default: the publishable packages) breadth first, resolving
 * each dependency the way Node does from the directory of the package that needs it (workspace links
 * followed), and returns every package whose licence is not allowed, with the shortest chain of packages
 * that pulls it in (path[0] is its dependent, the last entry a published package). A required dependency
 * that is not installed is returned too (licence undefined, missing: true): unchecked is not allowed.
 * Options: root, packageDirs, allowed, exceptions, optionalPeers (walk optional peers too; default false).
 */
export function findLicenceProblems(options = {}) {
  const root = resolve(options.root ?? ROOT);
  const allowed = options.allowed ?? ALLOWED_LICENCES;
  const exceptions = options.exceptions ?? LICENCE_EXCEPTIONS;
  checkExceptions(exceptions);
  const starts = (options.packageDirs ?? publishablePackageDirs(root)).map((dir) => realpathSync(dir));
  const seen = new Set(starts);
  const queue = starts.map((dir) => ({ dir, path: [] }));
  const problems = [];
  for (let index = 0; index < queue.length; index += 1) {
    const { dir, path } = queue[index];
    const manifest = readManifest(dir);
    const label = `${manifest.name}@${manifest.version}`;
    const licence = licenceOf(manifest);
    if (!isAllowedLicence(licence, allowed) && !excepted(exceptions, manifest.name, manifest.version)) {
      problems.push({ name: manifest.name, version: manifest.version, licence, dir, path });
    }
    for (const [name, optional] of productionDependencies(manifest, options.optionalPeers === true)) {
      const found = resolvePackageDir(dir, name);
      if (found === undefined) {
        if (!optional)
          problems.push({ name, licence: undefined, missing: true, dir: undefined, path: [label, ...path] });
        continue;
      }
      if (seen.has(found)) continue;
      seen.add(found);
      queue.push({ dir: found, path: [label, ...path] });
    }
  }
  return problems;
}

/** `package@version (licence) ← dependent ← … ← published package`. */
export function formatProblem(problem) {
  const what = problem.missing
    ? `${problem.name} (not installed, licence unchecked)`
    : `${problem.name}@${problem.version} (${problem.licence ?? 'no licence field'})`;
  return [what, ...problem.path].join(' ← ');
}

if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const problems = findLicenceProblems({ optionalPeers: process.argv.includes('--optional-peers') });
  for (const problem of problems) console.log(formatProblem(problem));
  if (problems.length > 0) {
    console.error(
      `${problems.length} package(s) outside the allowed licences: ${ALLOWED_LICENCES.join(', ')}`,
    );
    process.exitCode = 1;
  } else {
    console.log('Every production dependency of the published packages has an allowed licence.');
  }
}
