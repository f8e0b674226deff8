/**
 * JSON-RPC over HTTP: POST / with one request or a batch, GET /health like a validator, and CORS open to
 * every origin (browser dapps and the dev wallet call the chain from their own pages). Bodies are capped
 * and every failure to read or parse one is answered, never thrown.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { RPC_ERROR } from './errors.js';
import { stringifyJson } from './json.js';
import { errorResponse, handlePayload } from './rpc.js';
import type { RpcContext } from './rpc-context.js';

/** Far above any honest request (a transaction is at most 1,232 bytes), small enough to parse at once. */
export const MAX_BODY_BYTES = 1024 * 1024;

function corsHeaders(request: IncomingMessage): Record<string, string> {
  const requested = request.headers['access-control-request-headers'];
  return {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'POST, GET, OPTIONS',
    'access-control-allow-headers':
      typeof requested === 'string' && requested.length < 1024 ? requested : 'content-type',
    'access-control-max-age': '86400',
  };
}

function send(
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  body: string,
  type = 'application/json',
): void {
  response.writeHead(status, { 'content-type': type, ...corsHeaders(request) });
  response.end(body);
}

function tooLarge(request: IncomingMessage, response: ServerResponse): void {
  response.setHeader('connection', 'close');
  send(
    request,
    response,
    413,
    stringifyJson(
      errorResponse(null, RPC_ERROR.invalidRequest, `Request body above ${MAX_BODY_BYTES} bytes`),
    ),
  );
  // Stop reading what remains; the connection closes once the answer is out.
  request.resume();
}

function answer(request: IncomingMessage, response: ServerResponse, text: string, context: RpcContext): void {
  let payload: unknown;
  try {
    payload = JSON.parse(text);
  } catch {
    send(request, response, 200, stringifyJson(errorResponse(null, RPC_ERROR.parseError, 'Parse error')));
    return;
  }
  const result = handlePayload(payload, context);
  send(request, response, 200, result === undefined ? '' : stringifyJson(result));
}

export function createRpcHttpServer(context: RpcContext): Server {
  return createServer((request, response) => {
    request.on('error', () => response.destroy());
    const path = (request.url ?? '/').split('?')[0];
    if (request.method === 'OPTIONS') {
      response.writeHead(204, corsHeaders(request));
      response.end();
      return;
    }
    if (request.method === 'GET' && path === '/health') {
      send(request, response, 200, 'ok', 'text/plain; charset=utf-8');
      return;
    }
    if (path !== '/') {
      send(request, response, 404, stringifyJson(errorResponse(null, RPC_ERROR.invalidRequest, 'Not found')));
      return;
    }
    if (request.method !== 'POST') {
      response.setHeader('allow', 'POST, OPTIONS');
      send(request, response, 405, stringifyJson(errorResponse(null, RPC_ERROR.invalidRequest, 'Use POST')));
      return;
    }
    const declared = Number(request.headers['content-length'] ?? 0);
    if (declared > MAX_BODY_BYTES) {
      tooLarge(request, response);
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let refused = false;
    request.on('data', (chunk: Buffer) => {
      if (refused) return;
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        refused = true;
        tooLarge(request, response);
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => {
      if (!refused) answer(request, response, Buffer.concat(chunks).toString('utf8'), context);
    });
  });
}
