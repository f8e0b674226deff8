/**
 * The alerts by id, how each looks (its variant) and which service errors mean one: everything the alert
 * store needs to raise an alert, which it holds as codes. Their English texts are in alerts.ts, apart, so
 * the page's first script (which can raise an alert) does not carry words only logs and the English
 * fallback read; the UI words alerts from its own catalogues.
 */
import { WalletportError } from './base.js';
import { errorChain, readNumericCode, readProp, readStringCode } from './error-chain.js';

export type AlertVariant = 'error' | 'warning' | 'info' | 'success';

export const ALERT_VARIANTS = {
  INVALID_APP_CONFIGURATION: 'error',
  INVALID_PROJECT_ID: 'error',
  PROJECT_ID_NOT_CONFIGURED: 'error',
  NETWORK_NOT_FOUND: 'error',
  IFRAME_REQUEST_TIMEOUT: 'error',
  IFRAME_LOAD_FAILED: 'error',
  UNVERIFIED_DOMAIN: 'warning',
  SESSION_EXPIRED: 'error',
} as const satisfies Record<string, AlertVariant>;

export type AlertId = keyof typeof ALERT_VARIANTS;

/**
 * Error codes (from the Walletport server, the embedded frame, or our own catalogue) that mean an alert.
 * The server answers unauthorized-origin and invalid-key failures with these codes in its JSON body.
 */
export const ERROR_CODE_ALERTS = {
  UNAUTHORIZED_DOMAIN: 'INVALID_APP_CONFIGURATION',
  UNAUTHORIZED_ORIGIN: 'INVALID_APP_CONFIGURATION',
  ORIGIN_NOT_ALLOWED: 'INVALID_APP_CONFIGURATION',
  INVALID_APP_CONFIGURATION: 'INVALID_APP_CONFIGURATION',
  INVALID_PROJECT_ID: 'INVALID_PROJECT_ID',
  INVALID_API_KEY: 'INVALID_PROJECT_ID',
  PROJECT_NOT_CONFIGURED: 'PROJECT_ID_NOT_CONFIGURED',
  PROJECT_ID_NOT_CONFIGURED: 'PROJECT_ID_NOT_CONFIGURED',
  PROJECT_ID_REQUIRED: 'PROJECT_ID_NOT_CONFIGURED',
  NETWORK_NOT_FOUND: 'NETWORK_NOT_FOUND',
  SWITCH_NETWORK_NOT_FOUND: 'NETWORK_NOT_FOUND',
  CHAIN_NOT_CONFIGURED: 'NETWORK_NOT_FOUND',
  IFRAME_REQUEST_TIMEOUT: 'IFRAME_REQUEST_TIMEOUT',
  IFRAME_LOAD_FAILED: 'IFRAME_LOAD_FAILED',
  UNVERIFIED_DOMAIN: 'UNVERIFIED_DOMAIN',
  INVALID_SESSION: 'SESSION_EXPIRED',
  SESSION_EXPIRED: 'SESSION_EXPIRED',
  JWT_TOKEN_NOT_VALID: 'SESSION_EXPIRED',
} as const satisfies Record<string, AlertId>;

/** A 403 response shows the Invalid App Configuration modal message. */
const FORBIDDEN_STATUS = 403;

/**
 * The alert an error should raise (its id), or undefined when it is not an alert-level problem.
 * Looks through the whole cause chain and JSON bodies; an explicit code wins over a bare 403 status.
 * Only codes and statuses count, never the wording of a message (a service's free text is not a contract).
 */
export function alertIdForApiError(error: unknown): AlertId | undefined {
  const nodes = withParsedBodies(errorChain(error));
  const byCode = nodes.map(alertIdFromCodes).find((id) => id !== undefined);
  if (byCode !== undefined) return byCode;
  const forbidden = nodes.some((node) => httpStatusOf(node) === FORBIDDEN_STATUS);
  return forbidden ? 'INVALID_APP_CONFIGURATION' : undefined;
}

function alertIdFromCodes(node: unknown): AlertId | undefined {
  const candidates = [readStringCode(node), readProp(node, 'error'), readProp(node, 'errorCode')];
  for (const candidate of candidates) {
    if (typeof candidate !== 'string') continue;
    const normalized = candidate
      .trim()
      .toUpperCase()
      .replace(/[\s-]+/g, '_');
    if (Object.hasOwn(ERROR_CODE_ALERTS, normalized)) {
      return ERROR_CODE_ALERTS[normalized as keyof typeof ERROR_CODE_ALERTS];
    }
  }
  return undefined;
}

function httpStatusOf(node: unknown): number | undefined {
  // A catalogue 'HTTP status code: {status}' error carries its status as a param.
  if (node instanceof WalletportError && node.code === 'HTTP_STATUS_ERROR') {
    const status = Number(node.params?.status);
    if (Number.isInteger(status)) return status;
  }
  for (const key of ['status', 'statusCode']) {
    const status = readNumericCode({ code: readProp(node, key) });
    if (status !== undefined) return status;
  }
  return undefined;
}

/** Services answer with JSON bodies that may arrive as strings; parse them so their codes count. */
function withParsedBodies(nodes: unknown[]): unknown[] {
  const expanded = [...nodes];
  for (const node of nodes) {
    const body = typeof node === 'string' ? node : readProp(node, 'body');
    if (typeof body !== 'string' || !body.trimStart().startsWith('{')) continue;
    try {
      expanded.push(...errorChain(JSON.parse(body) as unknown));
    } catch {
      // Not JSON after all: a body without a code raises no alert.
    }
  }
  return expanded;
}
