/**
 * The alert catalogue: the app-level problems shown as an alert bar rather than thrown at a
 * call site, and the mapping from service errors to them. Walletport is self-hosted, so the long texts
 * point at "your Walletport server" where the original product pointed at a vendor dashboard.
 */
import { WalletportError } from './base.js';
import { errorChain, readNumericCode, readProp, readStringCode } from './error-chain.js';

export type AlertVariant = 'error' | 'warning' | 'info' | 'success';

export const ALERTS = {
  INVALID_APP_CONFIGURATION: {
    shortMessage: 'Invalid App Configuration',
    longMessage:
      "Origin {origin} not found on Allowlist - update the project's allowed origins on your Walletport server",
    variant: 'error',
  },
  INVALID_PROJECT_ID: {
    shortMessage: 'Invalid Project ID',
    longMessage:
      'The project ID is invalid - check the projectId option against the projects on your Walletport server',
    variant: 'error',
  },
  PROJECT_ID_NOT_CONFIGURED: {
    shortMessage: 'Project ID Not Configured',
    longMessage:
      'No project ID is configured - set the projectId option to a project of your Walletport server',
    variant: 'error',
  },
  NETWORK_NOT_FOUND: {
    shortMessage: 'Network Not Found',
    longMessage: 'The network to switch to was not found - make sure it is included in the networks option',
    variant: 'error',
  },
  IFRAME_REQUEST_TIMEOUT: {
    shortMessage: 'Embedded Wallet Request Timed Out',
    longMessage: 'The embedded wallet did not answer in time - check your connection and try again',
    variant: 'error',
  },
  IFRAME_LOAD_FAILED: {
    shortMessage: 'Network Error - Could not load embedded wallet',
    longMessage: 'The embedded wallet could not be loaded - check your connection and reload the page',
    variant: 'error',
  },
  UNVERIFIED_DOMAIN: {
    shortMessage: 'Unverified domain',
    longMessage:
      "This domain is not verified for the project - add it to the project's domains on your Walletport server",
    variant: 'warning',
  },
  SESSION_EXPIRED: {
    shortMessage: 'Session Expired',
    longMessage:
      'Your session is invalid or has expired - check that your device clock is correct, then reconnect',
    variant: 'error',
  },
} as const satisfies Record<string, { shortMessage: string; longMessage: string; variant: AlertVariant }>;

export type AlertId = keyof typeof ALERTS;

export interface AlertState {
  id: AlertId;
  shortMessage: string;
  longMessage: string;
  variant: AlertVariant;
}

export interface AlertContext {
  /** The page origin, shown in the app-configuration alert; 'unknown' when not given (e.g. on a server). */
  origin?: string;
}

/** The alert state for an id, with `{origin}` filled in. */
export function alertState(id: AlertId, context: AlertContext = {}): AlertState {
  const alert = ALERTS[id];
  const origin = context.origin === undefined || context.origin === '' ? 'unknown' : context.origin;
  return {
    id,
    shortMessage: alert.shortMessage,
    longMessage: alert.longMessage.replace('{origin}', () => origin),
    variant: alert.variant,
  };
}

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
 * The alert an error should raise, or undefined when it is not an alert-level problem.
 * Looks through the whole cause chain and JSON bodies; an explicit code wins over a bare 403 status.
 * Only codes and statuses count, never the wording of a message (a service's free text is not a contract).
 */
export function alertForApiError(error: unknown, context: AlertContext = {}): AlertState | undefined {
  const nodes = withParsedBodies(errorChain(error));
  const byCode = nodes.map(alertIdFromCodes).find((id) => id !== undefined);
  if (byCode !== undefined) return alertState(byCode, context);
  const forbidden = nodes.some((node) => httpStatusOf(node) === FORBIDDEN_STATUS);
  return forbidden ? alertState('INVALID_APP_CONFIGURATION', context) : undefined;
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
