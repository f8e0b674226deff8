/**
 * The server as a user outside this repository gets it: `npm pack` (whose prepack builds core and the
 * server), an install of the tarballs from the npm registry into an empty folder under the OS temp folder,
 * and the `walletport-server` command run there with nothing of the workspace in reach.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';

export const REPO_ROOT = join(import.meta.dirname, '../../../..');

export interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * The environment a user's shell would hand npm: no npm_config_* from an `npm test` above us (they name
 * this workspace as the project), no NODE_OPTIONS (the walletport-source condition would point at
 * sources that are not in the package), none of the server's own variables. Registry and proxy settings
 * pass, so the install works wherever this machine's npm does.
 */
const PASSED_ON =
  /^(PATH|HOME|USERPROFILE|APPDATA|LOCALAPPDATA|SYSTEMROOT|COMSPEC|TMPDIR|TEMP|TMP|LANG|LC_ALL|(HTTPS?|NO)_PROXY|npm_config_(registry|cache|userconfig))$/i;

export function userEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) if (PASSED_ON.test(key)) env[key] = value;
  return { ...env, ...extra };
}

/** Runs a command to its end; the result carries both outputs so a failed step explains itself. */
export function run(
  command: string,
  args: readonly string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; timeoutMs: number },
): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env, timeout: options.timeoutMs });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

export function describeRun(what: string, result: RunResult): string {
  return `${what} exited ${result.code}\n--- stdout\n${result.stdout}\n--- stderr\n${result.stderr}`;
}

export interface PackedFile {
  path: string;
  mode: number;
}

export interface Packed {
  name: string;
  /** Absolute path of the .tgz. */
  tarball: string;
  files: PackedFile[];
}

/**
 * `npm pack` of core and the server into `destination`, prepack (the build) included. The prepack's own
 * lines come first on stdout; npm's JSON report is the rest, from the line that opens its array.
 */
export function packCoreAndServer(destination: string): Promise<Packed[]> {
  return packWorkspaces(['@walletport/core', '@walletport/server'], destination);
}

/** `npm pack` of the named workspace packages (prepack builds them) into `destination`. */
export async function packWorkspaces(names: readonly string[], destination: string): Promise<Packed[]> {
  const result = await run(
    'npm',
    ['pack', ...names.flatMap((name) => ['-w', name]), '--pack-destination', destination, '--json'],
    { cwd: REPO_ROOT, env: process.env, timeoutMs: 240_000 },
  );
  if (result.code !== 0) throw new Error(describeRun('npm pack', result));
  const start = result.stdout.search(/^\[$/m);
  if (start < 0) throw new Error(describeRun('npm pack (no JSON report)', result));
  const report = JSON.parse(result.stdout.slice(start)) as {
    name: string;
    filename: string;
    files: PackedFile[];
  }[];
  const tarballs = new Set(await readdir(destination));
  return report.map((entry) => {
    if (!tarballs.has(entry.filename)) throw new Error(`npm pack reported ${entry.filename} but wrote none`);
    return { name: entry.name, tarball: join(destination, entry.filename), files: entry.files };
  });
}

export interface Serving {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  /** Everything the server printed so far. */
  output(): string;
  /** SIGTERM, then the exit code once it has shut down. */
  stop(): Promise<number | null>;
}

/** Waits until the server prints its listening line; fails with its output if it exits or is too slow. */
export function startServing(
  bin: string,
  args: readonly string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; timeoutMs: number },
): Promise<Serving> {
  const child: ChildProcess = spawn(bin, args, { cwd: options.cwd, env: options.env });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    let settled = false;
    const fail = (why: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`${why}\n--- output\n${output}`));
    };
    const timer = setTimeout(
      () => fail(`walletport-server did not listen within ${options.timeoutMs} ms`),
      options.timeoutMs,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /listening on (http:\/\/\S+)/.exec(output);
      if (settled || listening?.[1] === undefined) return;
      settled = true;
      clearTimeout(timer);
      resolve({
        url: listening[1],
        output: () => output,
        stop: () => {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
          return exited;
        },
      });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('error', (error) => fail(`walletport-server did not start: ${error.message}`));
    void exited.then((code) => fail(`walletport-server exited (${code}) before listening`));
  });
}
