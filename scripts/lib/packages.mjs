// The publishable packages (packages/* that are not private), in the order they must be built: each after
// the workspace packages it depends on. Node built-ins only, like the rest of scripts/lib.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './setup.mjs';

/** @returns {{ name: string, dir: string, manifest: any, workspaceDeps: string[] }[]} */
export function publishablePackages() {
  const found = readdirSync(join(ROOT, 'packages'))
    .map((entry) => join(ROOT, 'packages', entry))
    .filter((dir) => existsSync(join(dir, 'package.json')))
    .map((dir) => ({ dir, manifest: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) }))
    .filter(({ manifest }) => manifest.private !== true);
  const names = new Set(found.map(({ manifest }) => manifest.name));
  const withDeps = found.map(({ dir, manifest }) => ({
    name: manifest.name,
    dir,
    manifest,
    workspaceDeps: Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies }).filter((dep) =>
      names.has(dep),
    ),
  }));
  return inDependencyOrder(withDeps);
}

function inDependencyOrder(packages) {
  const byName = new Map(packages.map((pkg) => [pkg.name, pkg]));
  const ordered = [];
  const state = new Map();
  const visit = (pkg, path) => {
    if (state.get(pkg.name) === 'done') return;
    if (state.get(pkg.name) === 'visiting')
      throw new Error(`Dependency cycle: ${[...path, pkg.name].join(' → ')}`);
    state.set(pkg.name, 'visiting');
    for (const dep of pkg.workspaceDeps) visit(byName.get(dep), [...path, pkg.name]);
    state.set(pkg.name, 'done');
    ordered.push(pkg);
  };
  for (const pkg of [...packages].sort((a, b) => a.name.localeCompare(b.name))) visit(pkg, []);
  return ordered;
}

/** `names` and every workspace package they depend on, in build order. */
export function withWorkspaceDependencies(names) {
  const all = publishablePackages();
  const byName = new Map(all.map((pkg) => [pkg.name, pkg]));
  const wanted = new Set();
  const add = (name) => {
    const pkg = byName.get(name);
    if (pkg === undefined) throw new Error(`No publishable package named ${name}`);
    if (wanted.has(name)) return;
    wanted.add(name);
    for (const dep of pkg.workspaceDeps) add(dep);
  };
  for (const name of names) add(name);
  return all.filter((pkg) => wanted.has(pkg.name));
}
