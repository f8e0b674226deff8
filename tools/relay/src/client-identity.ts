// Who is on the other end of a socket, decided before the WebSocket upgrade. Clients send a signed auth token
// (`?auth=<JWT>` from browsers and the JS SDK, or `Authorization: Bearer <JWT>`) and their `projectId`; the
// client id is the token's verified `iss` (did:key), stable across reconnects, as on the production relay.
// The token is never logged nor echoed back.
import type { IncomingHttpHeaders } from 'node:http';
import { verifyAuthToken } from './auth-token.js';

export interface ConnectionPolicy {
  audiences: readonly string[];
  /** The production relay refuses a connection without `projectId`; default true. */
  requireProjectId?: boolean;
  nowSeconds?: number;
}

export type ConnectionCheck = { ok: true; clientId: string } | { ok: false; status: 401; reason: string };

function bearerToken(headers: IncomingHttpHeaders): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(headers.authorization ?? '');
  return match?.[1];
}

/** Authenticates an upgrade request from its URL and headers; never throws. */
export function authenticateConnection(
  requestUrl: string | undefined,
  headers: IncomingHttpHeaders,
  policy: ConnectionPolicy,
): ConnectionCheck {
  const refuse = (reason: string): ConnectionCheck => ({ ok: false, status: 401, reason });
  let query: URLSearchParams;
  try {
    query = new URL(requestUrl ?? '/', 'ws://relay.invalid').searchParams;
  } catch {
    return refuse('malformed request URL');
  }
  if ((policy.requireProjectId ?? true) && !query.get('projectId')) return refuse('projectId is missing');
  const token = query.get('auth') || bearerToken(headers);
  if (!token) return refuse('auth token is missing (?auth= or Authorization: Bearer)');
  const checked = verifyAuthToken(token, { audiences: policy.audiences, nowSeconds: policy.nowSeconds });
  return checked.ok ? { ok: true, clientId: checked.clientId } : refuse(checked.reason);
}
