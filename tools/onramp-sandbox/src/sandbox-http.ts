/**
 * The sandbox's HTTP API and pages:
 *   GET  /v1/options            what it sells and the card limits
 *   POST /v1/quotes             { purchaseCurrency, paymentCurrency, amount, network } → a quote
 *   POST /v1/sessions           { address, network, asset, presetFiatAmount?, partnerUserId? } → { id, url }
 *   GET  /v1/sessions/:id       { status, txHash?, message? }
 *   GET  /checkout/:id          the checkout page; POST it to pay
 *   GET  /healthz
 * Bodies are capped; every field is checked (requests.ts) before it is used.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { ChainUnavailable } from './chain-reads.js';
import { PAYMENT_CURRENCY } from './catalogue.js';
import { renderCheckoutPage, renderMissingSessionPage } from './checkout-page.js';
import { formatCents, parseFiatAmount } from './money.js';
import { QuoteRefused, type QuoteNumbers } from './quote-math.js';
import { parseCheckoutForm, parseQuoteRequest, parseSessionRequest } from './requests.js';
import type { SandboxService } from './sandbox-service.js';
import { SESSION_ID_PATTERN, type Session, type SessionStore, sessionStatus } from './sessions.js';
import type { SandboxChain } from './catalogue.js';

/** Far above any request the API or the form takes. */
export const MAX_BODY_BYTES = 16 * 1024;

// The page runs no script and loads nothing; its form posts only to this origin.
const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
} as const;

class BodyTooLarge extends Error {}

function sendJson(response: ServerResponse, status: number, value: unknown): void {
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  response.end(JSON.stringify(value));
}

const refuse = (response: ServerResponse, status: number, code: string, message: string) =>
  sendJson(response, status, { code, message });

function sendPage(response: ServerResponse, status: number, html: string): void {
  response.writeHead(status, PAGE_HEADERS);
  response.end(html);
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const declared = Number(request.headers['content-length'] ?? '0');
    if (declared > MAX_BODY_BYTES) {
      reject(new BodyTooLarge());
      request.resume();
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new BodyTooLarge());
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.once('error', reject);
    request.once('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export function quoteAnswer(numbers: QuoteNumbers, symbol: string) {
  const usd = (cents: bigint) => ({ value: formatCents(cents), currency: PAYMENT_CURRENCY });
  return {
    paymentTotal: usd(numbers.paymentCents),
    paymentSubtotal: usd(numbers.subtotalCents),
    purchaseAmount: { value: numbers.purchaseAmount, currency: symbol },
    coinbaseFee: usd(numbers.feeCents),
    networkFee: usd(numbers.networkFeeCents),
    quoteId: randomUUID(),
  };
}

interface HttpDeps {
  service: SandboxService;
  sessions: SessionStore;
  chains: readonly SandboxChain[];
  publicUrl: () => string;
}

async function checkoutPage(deps: HttpDeps, session: Session, error?: string, amount?: string) {
  let preview: QuoteNumbers | undefined;
  const cents = amount === undefined ? session.presetFiatCents : parseFiatAmount(amount);
  if (session.status !== 'delivered' && session.status !== 'paid' && cents !== undefined) {
    preview = await deps.service
      .quote({ asset: session.asset, chain: session.chain, paymentCents: cents })
      .catch(() => undefined);
  }
  return renderCheckoutPage({
    session,
    ...(error === undefined ? {} : { error }),
    ...(amount === undefined ? {} : { amount }),
    ...(preview === undefined ? {} : { preview }),
  });
}

async function handle(deps: HttpDeps, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://sandbox.invalid');
  const method = request.method ?? 'GET';
  const path = url.pathname.replace(/\/+$/, '') || '/';
  const sessionPath = /^\/(v1\/sessions|checkout)\/([^/]+)$/.exec(path);

  if (path === '/healthz' && method === 'GET') return sendJson(response, 200, { ok: true });
  if (path === '/v1/options' && method === 'GET') return sendJson(response, 200, deps.service.options());
  if (path === '/v1/quotes' && method === 'POST') {
    const parsed = parseQuoteRequest(parseJson(await readBody(request)), deps.chains);
    if (!parsed.ok) return refuse(response, 400, 'INVALID_REQUEST', parsed.message);
    try {
      const numbers = await deps.service.quote(parsed.value);
      return sendJson(response, 200, quoteAnswer(numbers, parsed.value.asset.symbol));
    } catch (error) {
      if (error instanceof QuoteRefused) return refuse(response, 400, 'QUOTE_REFUSED', error.message);
      if (error instanceof ChainUnavailable) return refuse(response, 503, 'CHAIN_UNAVAILABLE', error.message);
      throw error;
    }
  }
  if (path === '/v1/sessions' && method === 'POST') {
    const parsed = parseSessionRequest(parseJson(await readBody(request)), deps.chains);
    if (!parsed.ok) return refuse(response, 400, 'INVALID_REQUEST', parsed.message);
    const session = deps.service.createSession(parsed.value);
    return sendJson(response, 201, {
      id: session.id,
      url: `${deps.publicUrl()}/checkout/${session.id}`,
      status: session.status,
    });
  }
  if (sessionPath !== null) {
    const [, kind, id = ''] = sessionPath;
    const session = SESSION_ID_PATTERN.test(id) ? deps.sessions.get(id) : undefined;
    if (kind === 'v1/sessions' && method === 'GET') {
      if (session === undefined) return refuse(response, 404, 'SESSION_NOT_FOUND', 'No such session.');
      return sendJson(response, 200, sessionStatus(session));
    }
    if (kind === 'checkout' && (method === 'GET' || method === 'POST')) {
      if (session === undefined) {
        if (method === 'POST') await readBody(request).catch(() => '');
        return sendPage(response, 404, renderMissingSessionPage());
      }
      if (method === 'GET') return sendPage(response, 200, await checkoutPage(deps, session));
      const form = parseCheckoutForm(await readBody(request));
      const { error } = await deps.service.pay(session, form);
      return sendPage(
        response,
        error === undefined ? 200 : 422,
        await checkoutPage(deps, session, error, form.amount),
      );
    }
  }
  const known =
    ['/healthz', '/v1/options', '/v1/quotes', '/v1/sessions'].includes(path) || sessionPath !== null;
  if (known) return refuse(response, 405, 'METHOD_NOT_ALLOWED', 'Method not allowed.');
  return refuse(response, 404, 'NOT_FOUND', 'Not found.');
}

export function createSandboxHttpServer(deps: HttpDeps): Server {
  return createServer((request, response) => {
    handle(deps, request, response).catch((error: unknown) => {
      if (response.headersSent) {
        response.destroy();
        return;
      }
      if (error instanceof BodyTooLarge) {
        refuse(response, 413, 'BODY_TOO_LARGE', `Bodies are limited to ${MAX_BODY_BYTES} bytes.`);
        return;
      }
      refuse(response, 500, 'INTERNAL_ERROR', 'The sandbox failed to answer.');
    });
  });
}
