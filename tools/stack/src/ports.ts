import { createServer } from 'node:net';

export class PortInUseError extends Error {
  override name = 'PortInUseError';
  constructor(
    readonly port: number,
    readonly service: string,
    readonly envVar: string,
  ) {
    super(
      `Port ${port} (${service}) is already in use. Stop what is using it or choose another port with ${envVar}.`,
    );
  }
}

/** True when nothing listens on the port yet. */
export function isPortFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((done) => {
    const probe = createServer();
    probe.once('error', () => done(false));
    probe.listen(port, host, () => probe.close(() => done(true)));
  });
}

/** An ephemeral port the OS considers free right now (for tests). */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => done(port));
    });
  });
}

/**
 * `count` distinct ephemeral ports. Two calls in a row to freePort can return the same port (the first
 * probe released it before the second bound), so services started together take their ports from here.
 */
export async function freePorts(count: number): Promise<number[]> {
  const ports = new Set<number>();
  while (ports.size < count) ports.add(await freePort());
  return [...ports];
}

/** A free port whose next port is free too (the Solana chain listens on both). */
export async function freePortPair(): Promise<number> {
  for (;;) {
    const port = await freePort();
    if (port < 65_535 && (await isPortFree(port + 1))) return port;
  }
}

export function readPort(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    throw new Error(`${name} must be a port number between 1 and 65535, got "${raw}".`);
  }
  return port;
}
