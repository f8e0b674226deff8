/**
 * Finds the anvil executable shipped by the npm package @foundry-rs/anvil. The wrapper's own bin
 * (bin.mjs) is a node script that spawns the real binary; spawning the binary directly saves a
 * node start per chain and means our kill signals reach anvil itself.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { DevnetError } from './errors.js';

const WRAPPER_PACKAGE = '@foundry-rs/anvil';

/** Node's platform/arch names mapped to the suffixes of foundry's per-platform packages. */
const PLATFORM_SUFFIXES: Readonly<Record<string, string>> = {
  'linux-x64': 'linux-amd64',
  'linux-arm64': 'linux-arm64',
  'darwin-x64': 'darwin-amd64',
  'darwin-arm64': 'darwin-arm64',
  'win32-x64': 'win32-amd64',
};

export function anvilPlatformPackage(
  platform: string = process.platform,
  arch: string = process.arch,
): string {
  const suffix = PLATFORM_SUFFIXES[`${platform}-${arch}`];
  if (suffix === undefined) {
    throw new DevnetError('Anvil is not available for this platform', {
      code: 'ANVIL_NOT_FOUND',
      details: `${WRAPPER_PACKAGE} ships no binary for ${platform}-${arch}.`,
    });
  }
  return `${WRAPPER_PACKAGE}-${suffix}`;
}

function readBinEntry(packageJsonPath: string): string | undefined {
  const manifest = JSON.parse(readFileSync(packageJsonPath, 'utf8')) as {
    bin?: string | Record<string, string>;
  };
  return typeof manifest.bin === 'string' ? manifest.bin : manifest.bin?.anvil;
}

/** Absolute path of the anvil binary for this machine. */
export function resolveAnvilBinary(): string {
  const platformPackage = anvilPlatformPackage();
  try {
    // Resolve the platform package from the wrapper's own location: it is the wrapper's optional
    // dependency, so that is where npm guarantees it can be found, hoisted or not.
    const fromHere = createRequire(import.meta.url);
    const wrapperManifest = fromHere.resolve(`${WRAPPER_PACKAGE}/package.json`);
    const fromWrapper = createRequire(wrapperManifest);
    const platformManifest = fromWrapper.resolve(`${platformPackage}/package.json`);
    const bin = readBinEntry(platformManifest);
    if (bin === undefined) throw new Error(`${platformPackage} declares no anvil bin`);
    return join(dirname(platformManifest), bin);
  } catch (cause) {
    throw new DevnetError('Anvil binary not found', {
      code: 'ANVIL_NOT_FOUND',
      details: `Install the devnet's dependencies (npm install); expected ${WRAPPER_PACKAGE} and ${platformPackage}.`,
      cause,
    });
  }
}
