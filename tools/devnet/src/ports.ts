/** Port checks, so a taken port fails fast with a message that names it instead of a vague anvil exit. */
import { createServer } from 'node:net';
import { DEVNET_HOST } from './chains.js';
import { DevnetError } from './errors.js';

function listenOnce(port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen({ port, host, exclusive: true }, () => {
      const address = server.address();
      const boundPort = typeof address === 'object' && address !== null ? address.port : port;
      server.close(() => resolve(boundPort));
    });
  });
}

/** Throws DevnetError PORT_IN_USE (naming the port and its chain) when the port cannot be bound. */
export async function assertPortFree(
  port: number,
  purpose: string,
  host: string = DEVNET_HOST,
): Promise<void> {
  try {
    await listenOnce(port, host);
  } catch (cause) {
    const code = (cause as NodeJS.ErrnoException | undefined)?.code;
    const reason =
      code === 'EADDRINUSE' ? 'is already in use' : `cannot be used (${code ?? 'unknown error'})`;
    throw new DevnetError(`Port ${port} ${reason}`, {
      code: 'PORT_IN_USE',
      details: `${purpose} needs ${host}:${port}. Stop whatever listens there, or choose another port.`,
      cause,
    });
  }
}

/** A port that was free a moment ago, picked by the OS (bind to port 0). */
export function findFreePort(host: string = DEVNET_HOST): Promise<number> {
  return listenOnce(0, host);
}

/**
 * `count` distinct free ports. Asking the OS twice in a row can return the same port (the first one was
 * released before the second bind), so two chains started together must take their ports from here.
 */
export async function findFreePorts(count: number, host: string = DEVNET_HOST): Promise<number[]> {
  const ports = new Set<number>();
  while (ports.size < count) ports.add(await findFreePort(host));
  return [...ports];
}
