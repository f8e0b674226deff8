/** A real wallet registry over HTTP on 127.0.0.1 (GET /getWallets), for the registry client's and the wallet views' tests. */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RegistryServer {
  url: string;
  /** Every request's path and query. */
  requests: URL[];
  close(): Promise<void>;
}

export type RegistryHandler = (url: URL, response: ServerResponse) => void;

/** Answers /getWallets with `handler`; anything else (analytics) with an empty JSON object. */
export async function startRegistry(handler: RegistryHandler): Promise<RegistryServer> {
  const requests: URL[] = [];
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    // The tests run in a page (happy-dom) of another origin, so answers carry CORS headers.
    response.setHeader('access-control-allow-origin', '*');
    response.setHeader('access-control-allow-headers', '*');
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end();
      return;
    }
    if (url.pathname === '/getWallets') {
      requests.push(url);
      handler(url, response);
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/** A registry answering like GET /getWallets over `wallets`: include, exclude, search and paging. */
export function listRegistry(
  wallets: readonly { id: string; name: string; rdns?: string }[],
): RegistryHandler {
  return (url, response) => {
    const include = url.searchParams.get('include')?.split(',');
    const exclude = url.searchParams.get('exclude')?.split(',') ?? [];
    const search = url.searchParams.get('search')?.toLowerCase();
    const entries = Number(url.searchParams.get('entries') ?? 40);
    const page = Number(url.searchParams.get('page') ?? 1);
    const matching = wallets.filter(
      (wallet) =>
        (include === undefined || include.includes(wallet.id)) &&
        !exclude.includes(wallet.id) &&
        (search === undefined || wallet.name.toLowerCase().includes(search)),
    );
    json(response, 200, {
      count: matching.length,
      data: matching.slice((page - 1) * entries, page * entries),
    });
  };
}
