/** Runs the package managers and build tools the consumer suite drives, with their output kept for errors. */
import { type ChildProcess, spawn } from 'node:child_process';

export interface CommandResult {
  stdout: string;
  stderr: string;
  code: number | null;
}

export class CommandError extends Error {
  override readonly name = 'CommandError';
}

export function runCommand(
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; allowFailure?: boolean },
): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env ?? process.env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0 || options.allowFailure === true) resolve({ stdout, stderr, code });
      else {
        const output = `${stdout}\n${stderr}`.trim().split('\n').slice(-60).join('\n');
        reject(
          new CommandError(
            `${command} ${args.join(' ')} (in ${options.cwd}) exited with ${code}:\n${output}`,
          ),
        );
      }
    });
  });
}

/** A long-running server process; resolves once `url` answers, rejects if the process exits first. */
export function startServer(
  command: string,
  args: string[],
  options: { cwd: string; url: string; env?: NodeJS.ProcessEnv; timeoutMs?: number },
): Promise<ChildProcess> {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  return new Promise((resolve, reject) => {
    let exited = false;
    child.once('exit', (code) => {
      exited = true;
      reject(new CommandError(`${command} ${args.join(' ')} exited with ${code} before serving:\n${output}`));
    });
    const poll = async () => {
      if (exited) return;
      const answered = await fetch(options.url).then(
        (response) => response.ok,
        () => false,
      );
      if (answered) resolve(child);
      else if (Date.now() > deadline) {
        stopServer(child);
        reject(new CommandError(`${options.url} did not answer in time:\n${output}`));
      } else setTimeout(poll, 250);
    };
    void poll();
  });
}

/** Stops a server started by startServer, with the processes it started (its process group). */
export function stopServer(child: ChildProcess): void {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}
