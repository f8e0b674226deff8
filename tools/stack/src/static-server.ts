import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.map': 'application/json; charset=utf-8',
};

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

/**
 * A small static file server for the local stack. Serves only files below its roots (first root wins),
 * so a crafted path like `/../../etc/passwd` can never leave them.
 */
export async function startStaticServer(options: {
  roots: string[];
  port: number;
  host?: string;
  /** Extra routes answered before files, e.g. a JSON config for the page (`headers` e.g. for CORS). */
  routes?: Record<string, () => { type: string; body: string; headers?: Record<string, string> }>;
}): Promise<StaticServer> {
  const host = options.host ?? '127.0.0.1';
  const roots = options.roots.map((root) => resolve(root));
  const server = createServer(async (request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const route = options.routes?.[pathname];
    if (route) {
      const { type, body, headers } = route();
      response.writeHead(200, { ...headers, 'content-type': type, 'cache-control': 'no-store' });
      response.end(body);
      return;
    }
    const relative = normalize(pathname.endsWith('/') ? `${pathname}index.html` : pathname);
    for (const root of roots) {
      const file = join(root, relative);
      if (file !== root && !file.startsWith(root + sep)) continue;
      const info = await stat(file).catch(() => undefined);
      if (!info?.isFile()) continue;
      response.writeHead(200, {
        'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
      });
      createReadStream(file).pipe(response);
      return;
    }
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    response.end('Not found');
  });
  await listen(server, options.port, host);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    url: `http://${host}:${port}`,
    close: () => new Promise((done) => server.close(() => done())),
  };
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => {
      server.off('error', fail);
      done();
    });
  });
}
