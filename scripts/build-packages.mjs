#!/usr/bin/env node
// Builds the publishable packages into their dist/ folders, each after the workspace packages it depends on
// (their declarations are what the next one compiles against).
//   node scripts/build-packages.mjs                    every package (`npm run build` at the root)
//   node scripts/build-packages.mjs @walletport/react  that package and what it depends on (each package's
//                                                      `npm run build`, which `npm pack` runs as prepack)
// A package whose dist is newer than its sources and build settings is not built again.
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { publishablePackages, withWorkspaceDependencies } from './lib/packages.mjs';
import { ROOT, run } from './lib/setup.mjs';

// Outside dist, so the stamp never ships in a tarball.
const stampDir = join(ROOT, '.cache', 'build');
const stampOf = (name) => join(stampDir, `${name.replace(/[@/]/g, '_')}.stamp`);

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

function isUpToDate(pkg, builtDeps) {
  const stamp = stampOf(pkg.name);
  if (!existsSync(stamp) || !existsSync(join(pkg.dir, 'dist'))) return false;
  // A dependency built in this run or an earlier one changed the declarations this package compiles against.
  if (builtDeps.some((dep) => pkg.workspaceDeps.includes(dep))) return false;
  const builtAt = statSync(stamp).mtimeMs;
  const depStamps = pkg.workspaceDeps.map((dep) => stampOf(dep));
  if (depStamps.some((depStamp) => !existsSync(depStamp) || statSync(depStamp).mtimeMs > builtAt))
    return false;
  const inputs = ['src', 'package.json', 'tsconfig.build.json'].map((entry) => join(pkg.dir, entry));
  inputs.push(join(ROOT, 'tsconfig.build.json'), join(ROOT, 'tsconfig.base.json'));
  return Math.max(...inputs.map(newestMtime)) < builtAt;
}

const requested = process.argv.slice(2);
const packages = requested.length === 0 ? publishablePackages() : withWorkspaceDependencies(requested);
const built = [];
for (const pkg of packages) {
  if (isUpToDate(pkg, built)) {
    console.log(`» ${pkg.name}: up to date`);
    continue;
  }
  console.log(`» ${pkg.name}: building`);
  rmSync(join(pkg.dir, 'dist'), { recursive: true, force: true });
  const status = run('npm', ['run', 'compile', '--silent'], { cwd: pkg.dir });
  if (status !== 0) {
    console.error(`✖ ${pkg.name}: build failed (exit ${status})`);
    process.exit(status);
  }
  mkdirSync(stampDir, { recursive: true });
  writeFileSync(stampOf(pkg.name), `${new Date().toISOString()}\n`);
  built.push(pkg.name);
}
