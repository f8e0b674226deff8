import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

export interface StaticServer {
  origin: string;
  close(): Promise<void>;
}

/** Serves files from directories by URL prefix on 127.0.0.1 (a free port); nothing outside them. */
export async function startStaticServer(mounts: Record<string, string>): Promise<StaticServer> {
  const prefixes = Object.keys(mounts).sort((a, b) => b.length - a.length);
  const server = createServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const prefix = prefixes.find((p) => path.startsWith(p));
    const dir = prefix === undefined ? undefined : mounts[prefix];
    if (prefix === undefined || dir === undefined) {
      response.writeHead(404).end('not found');
      return;
    }
    const relative = path.slice(prefix.length) || 'index.html';
    const file = normalize(join(dir, relative));
    if (!file.startsWith(normalize(dir) + sep)) {
      response.writeHead(403).end('forbidden');
      return;
    }
    try {
      const body = await readFile(file);
      response.writeHead(200, {
        'content-type': contentTypes[extname(file)] ?? 'application/octet-stream',
        'cache-control': 'no-store',
      });
      response.end(body);
    } catch {
      response.writeHead(404).end('not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
