/**
 * The alert catalogue's English: each app-level problem's title and explanation, as the original product
 * words them (Walletport is self-hosted, so the long texts point at "your Walletport server" where the
 * original pointed at a vendor dashboard). Ids, variants and the error mapping are in alert-ids.ts.
 */
import { ALERT_VARIANTS, type AlertId, type AlertVariant, alertIdForApiError } from './alert-ids.js';

export const ALERTS = {
  INVALID_APP_CONFIGURATION: {
    shortMessage: 'Invalid App Configuration',
    longMessage:
      "Origin {origin} not found on Allowlist - update the project's allowed origins on your Walletport server",
    variant: ALERT_VARIANTS.INVALID_APP_CONFIGURATION,
  },
  INVALID_PROJECT_ID: {
    shortMessage: 'Invalid Project ID',
    longMessage:
      'The project ID is invalid - check the projectId option against the projects on your Walletport server',
    variant: ALERT_VARIANTS.INVALID_PROJECT_ID,
  },
  PROJECT_ID_NOT_CONFIGURED: {
    shortMessage: 'Project ID Not Configured',
    longMessage:
      'No project ID is configured - set the projectId option to a project of your Walletport server',
    variant: ALERT_VARIANTS.PROJECT_ID_NOT_CONFIGURED,
  },
  NETWORK_NOT_FOUND: {
    shortMessage: 'Network Not Found',
    longMessage: 'The network to switch to was not found - make sure it is included in the networks option',
    variant: ALERT_VARIANTS.NETWORK_NOT_FOUND,
  },
  IFRAME_REQUEST_TIMEOUT: {
    shortMessage: 'Embedded Wallet Request Timed Out',
    longMessage: 'The embedded wallet did not answer in time - check your connection and try again',
    variant: ALERT_VARIANTS.IFRAME_REQUEST_TIMEOUT,
  },
  IFRAME_LOAD_FAILED: {
    shortMessage: 'Network Error - Could not load embedded wallet',
    longMessage: 'The embedded wallet could not be loaded - check your connection and reload the page',
    variant: ALERT_VARIANTS.IFRAME_LOAD_FAILED,
  },
  UNVERIFIED_DOMAIN: {
    shortMessage: 'Unverified domain',
    longMessage:
      "This domain is not verified for the project - add it to the project's domains on your Walletport server",
    variant: ALERT_VARIANTS.UNVERIFIED_DOMAIN,
  },
  SESSION_EXPIRED: {
    shortMessage: 'Session Expired',
    longMessage:
      'Your session is invalid or has expired - check that your device clock is correct, then reconnect',
    variant: ALERT_VARIANTS.SESSION_EXPIRED,
  },
} as const satisfies Record<AlertId, { shortMessage: string; longMessage: string; variant: AlertVariant }>;

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
 * The alert an error should raise, with its English texts, or undefined when it is not an alert-level
 * problem (alertIdForApiError, worded).
 */
export function alertForApiError(error: unknown, context: AlertContext = {}): AlertState | undefined {
  const id = alertIdForApiError(error);
  return id === undefined ? undefined : alertState(id, context);
}
