/**
 * The two servers frame-shots.ts runs beside the frame: an in-memory stand-in of the Walletport server's
 * embedded-wallet routes, and the host page that embeds the frame (on another origin, as in production).
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

export const CODE = '123456';
export const PROJECT_ID = 'demo-project';

/** The server's embedded-wallet routes, in memory (see /embedded/v1 in docs/server.md). */
export function fakeApi(allowedOrigin: () => string): Server {
  interface User {
    id: string;
    email: string;
    wallet?: { address: string; solanaAddress: string; authShare: string; recovery: unknown };
  }
  const users = new Map<string, User>();
  const sessions = new Map<string, User>();
  const json = (response: ServerResponse, status: number, body?: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(body === undefined ? undefined : JSON.stringify(body));
  };
  const readBody = async (request: IncomingMessage): Promise<Record<string, unknown>> => {
    let text = '';
    for await (const chunk of request) text += chunk;
    return text === '' ? {} : (JSON.parse(text) as Record<string, unknown>);
  };
  return createServer(async (request, response) => {
    const origin = request.headers.origin;
    if (origin !== undefined) {
      response.setHeader('access-control-allow-origin', origin);
      response.setHeader('access-control-allow-headers', 'content-type, authorization');
      response.setHeader('access-control-allow-methods', 'GET, POST, PUT, DELETE');
    }
    if (request.method === 'OPTIONS') return json(response, 204);
    const url = new URL(request.url ?? '/', 'http://api.invalid');
    const route = `${request.method} ${url.pathname}`;
    const token = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
    const user = sessions.get(token);
    const walletOf = (who: User) =>
      who.wallet === undefined
        ? null
        : { address: who.wallet.address, solanaAddress: who.wallet.solanaAddress };
    switch (route) {
      case 'GET /projects/v1/origins':
        return json(response, 200, { allowedOrigins: [allowedOrigin()] });
      case 'POST /embedded/v1/otp':
        return json(response, 202, { expiresInSeconds: 600, resendAfterSeconds: 30 });
      case 'POST /embedded/v1/otp/verify': {
        const body = await readBody(request);
        if (body.code !== CODE)
          return json(response, 401, { code: 'INVALID_CODE', message: 'Invalid code', attemptsLeft: 4 });
        const email = String(body.email).toLowerCase();
        const found = users.get(email) ?? { id: `user-${users.size + 1}`, email };
        users.set(email, found);
        const sessionToken = randomBytes(32).toString('hex');
        sessions.set(sessionToken, found);
        const expiresAt = new Date(Date.now() + 30 * 86_400_000).toISOString();
        return json(response, 200, {
          sessionToken,
          expiresAt,
          user: { id: found.id, email },
          wallet: walletOf(found),
        });
      }
    }
    if (user === undefined)
      return json(response, 401, { code: 'SESSION_EXPIRED', message: 'Session expired' });
    switch (route) {
      case 'GET /embedded/v1/session':
        return json(response, 200, { user: { id: user.id, email: user.email }, wallet: walletOf(user) });
      case 'DELETE /embedded/v1/session':
        sessions.delete(token);
        return json(response, 204);
      case 'GET /embedded/v1/shares':
        if (user.wallet === undefined)
          return json(response, 404, { code: 'NO_WALLET', message: 'No wallet yet' });
        return json(response, 200, user.wallet);
      case 'PUT /embedded/v1/shares': {
        if (user.wallet !== undefined)
          return json(response, 409, { code: 'WALLET_EXISTS', message: 'Wallet already exists' });
        const body = await readBody(request);
        // A slow server, so the creating view's progress can be seen.
        await new Promise((resolve) => setTimeout(resolve, 1500));
        user.wallet = body as unknown as NonNullable<User['wallet']>;
        return json(response, 201, { wallet: walletOf(user) });
      }
      default:
        return json(response, 404, { code: 'NOT_FOUND', message: 'Not found' });
    }
  });
}

/** The host page: an iframe in a modal-sized box, and `send()` for requests (what core's frame client does). */
export function harnessServer(frameUrl: string): Server {
  const page = `<!doctype html><html><head><meta charset="utf-8"><title>host</title>
<style>body{margin:0;background:#7a7f87;font-family:sans-serif}#modal{margin:24px;overflow:hidden;border-radius:16px}
iframe{display:block;width:100%;height:0;border:0}</style></head><body>
<div id="modal"><iframe id="frame" title="Walletport embedded wallet"></iframe></div>
<script>
const params = new URLSearchParams(location.search);
const modal = document.getElementById('modal');
modal.style.width = params.get('width') + 'px';
modal.style.background = params.get('theme') === 'light' ? '#ffffff' : '#121313';
const frame = document.getElementById('frame');
const src = new URL(${JSON.stringify(frameUrl)});
src.search = new URLSearchParams({ projectId: '${PROJECT_ID}', chainId: '31337', version: '0.1.0', enableLogger: 'true' });
const frameOrigin = src.origin;
const pending = new Map();
window.events = [];
window.ready = new Promise((resolve) => { window.markReady = resolve; });
addEventListener('message', (event) => {
  if (event.origin !== frameOrigin || event.source !== frame.contentWindow) return;
  const message = event.data;
  window.events.push(message);
  if (message.type === 'READY') window.markReady();
  if (message.type === 'UI') frame.style.height = message.payload.visible ? message.payload.height + 'px' : '0';
  if (message.id && pending.has(message.id)) { pending.get(message.id)(message); pending.delete(message.id); }
});
window.send = (type, payload) => new Promise((resolve) => {
  const id = crypto.randomUUID().replaceAll('-', '');
  pending.set(id, resolve);
  // A request the visitor paces may take long; anything else answers at once.
  setTimeout(() => resolve({ type: type + '_TIMEOUT', payload: {} }), 120000);
  frame.contentWindow.postMessage({ channel: 'walletport-embedded', id, type, payload }, frameOrigin);
});
frame.src = src.href;
</script></body></html>`;
  return createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(page);
  });
}

export function listen(server: Server): Promise<number> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(typeof address === 'object' && address !== null ? address.port : 0);
    });
  });
}
