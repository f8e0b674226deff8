/**
 * The HTTP side of the mailbox: GET / (the inbox page), GET /api/messages?to=ADDRESS (JSON, newest
 * first) and DELETE /api/messages (empties the mailbox). Nothing else is served.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { renderInboxPage } from './inbox-page.js';
import type { MailStore } from './mail-store.js';

export interface InboxHttp {
  port: number;
  close(): Promise<void>;
}

// The page has no script and loads nothing: a message's content cannot make it do either.
const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'",
  'x-content-type-options': 'nosniff',
  'cache-control': 'no-store',
} as const;

function sendJson(response: ServerResponse, status: number, value: unknown): void {
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  response.end(JSON.stringify(value));
}

function handle(store: MailStore, smtpUrl: string, request: IncomingMessage, response: ServerResponse): void {
  const url = new URL(request.url ?? '/', 'http://mailbox.invalid');
  const method = request.method ?? 'GET';
  if (url.pathname === '/' && (method === 'GET' || method === 'HEAD')) {
    response.writeHead(200, PAGE_HEADERS);
    response.end(method === 'HEAD' ? undefined : renderInboxPage(store.list(), smtpUrl));
  } else if (url.pathname === '/api/messages' && method === 'GET') {
    sendJson(response, 200, store.list({ to: url.searchParams.get('to') ?? '' }));
  } else if (url.pathname === '/api/messages' && method === 'DELETE') {
    store.clear();
    response.writeHead(204).end();
  } else if (url.pathname === '/' || url.pathname === '/api/messages') {
    sendJson(response, 405, { error: 'Method not allowed' });
  } else {
    sendJson(response, 404, { error: 'Not found' });
  }
}

export async function startInboxHttp(options: {
  host: string;
  port: number;
  store: MailStore;
  smtpUrl: string;
}): Promise<InboxHttp> {
  const server = createServer((request, response) => {
    // Bodies are never read: drain them so keep-alive connections stay usable.
    request.resume();
    handle(options.store, options.smtpUrl, request, response);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
