/**
 * A small static server for the built frame (dist/site) plus the `/config.json` the frame reads, with the
 * headers a page that holds keys should have. For the local stack and for trying the frame; in production
 * any static host does, given the same headers (docs/embedded-wallet.md).
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { FRAME_DIST_DIR } from './build-frame.js';

export interface ServeFrameOptions {
  port: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** The Walletport server the frame talks to (written to /config.json, allowed by connect-src). */
  apiUrl: string;
  /** The built frame; default dist/site of this package. */
  dir?: string;
}

export interface FrameServer {
  /** The frame page, e.g. http://127.0.0.1:5180/ */
  url: string;
  close(): Promise<void>;
}

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/**
 * Headers for every answer. The Content-Security-Policy lets the page run only its own files and talk
 * only to its own origin and the Walletport server, so injected markup could neither load code nor send
 * a key anywhere else.
 *
 * `frame-ancestors *`: which sites may embed the frame depends on the project (its allowed origins, kept
 * by the server), and one frame serves every project, so a static header cannot list them. The frame
 * checks its parent's origin against the project's list in code before it answers anything
 * (src/frame/host-origin.ts), pins that origin for every message, and its key never leaves it; an
 * embedding site that is not allowed gets only errors.
 */
export function frameSecurityHeaders(apiUrl: string): Record<string, string> {
  const apiOrigin = new URL(apiUrl).origin;
  return {
    'content-security-policy': [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self'",
      "img-src 'self' data:",
      "font-src 'self'",
      `connect-src 'self' ${apiOrigin}`,
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'none'",
      'frame-ancestors *',
    ].join('; '),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  };
}

/** Hashed assets never change under their name; the page and its config must always be fresh. */
function cacheControl(pathname: string): string {
  return pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-store';
}

function send(
  response: ServerResponse,
  status: number,
  headers: Record<string, string>,
  body?: string,
): void {
  response.writeHead(status, headers);
  response.end(body);
}

export async function serveFrame(options: ServeFrameOptions): Promise<FrameServer> {
  const host = options.host ?? '127.0.0.1';
  const root = resolve(options.dir ?? FRAME_DIST_DIR);
  const security = frameSecurityHeaders(options.apiUrl);
  const config = JSON.stringify({ apiUrl: options.apiUrl });

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      send(
        response,
        405,
        { ...security, allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' },
        'Method not allowed',
      );
      return;
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://frame.invalid').pathname);
    } catch {
      send(response, 400, { ...security, 'content-type': 'text/plain; charset=utf-8' }, 'Bad request');
      return;
    }
    if (pathname === '/config.json') {
      const headers = {
        ...security,
        'content-type': CONTENT_TYPES['.json'] ?? '',
        'cache-control': 'no-store',
      };
      send(response, 200, headers, request.method === 'HEAD' ? undefined : config);
      return;
    }
    const file = join(root, normalize(pathname.endsWith('/') ? `${pathname}index.html` : pathname));
    const info = file.startsWith(root + sep) ? await stat(file).catch(() => undefined) : undefined;
    if (!info?.isFile()) {
      send(
        response,
        404,
        { ...security, 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
        'Not found',
      );
      return;
    }
    response.writeHead(200, {
      ...security,
      'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
      'content-length': String(info.size),
      'cache-control': cacheControl(pathname),
    });
    if (request.method === 'HEAD') response.end();
    else createReadStream(file).pipe(response);
  };

  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent)
        send(response, 500, { 'content-type': 'text/plain; charset=utf-8' }, 'Internal error');
      else response.destroy();
    });
  });
  await listen(server, options.port, host);
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : options.port;
  const urlHost = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${urlHost}:${port}/`,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
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
