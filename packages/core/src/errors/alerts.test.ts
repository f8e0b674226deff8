import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AlertId, ERROR_CODE_ALERTS } from './alert-ids.js';
import { ALERTS, alertForApiError, alertState } from './alerts.js';
import { createError, formatMessage } from './messages.js';

const EXPECTED_ALERTS: ReadonlyArray<readonly [AlertId, string, string, string]> = [
  [
    'INVALID_APP_CONFIGURATION',
    'Invalid App Configuration',
    "Origin {origin} not found on Allowlist - update the project's allowed origins on your Walletport server",
    'error',
  ],
  [
    'INVALID_PROJECT_ID',
    'Invalid Project ID',
    'The project ID is invalid - check the projectId option against the projects on your Walletport server',
    'error',
  ],
  [
    'PROJECT_ID_NOT_CONFIGURED',
    'Project ID Not Configured',
    'No project ID is configured - set the projectId option to a project of your Walletport server',
    'error',
  ],
  [
    'NETWORK_NOT_FOUND',
    'Network Not Found',
    'The network to switch to was not found - make sure it is included in the networks option',
    'error',
  ],
  [
    'IFRAME_REQUEST_TIMEOUT',
    'Embedded Wallet Request Timed Out',
    'The embedded wallet did not answer in time - check your connection and try again',
    'error',
  ],
  [
    'IFRAME_LOAD_FAILED',
    'Network Error - Could not load embedded wallet',
    'The embedded wallet could not be loaded - check your connection and reload the page',
    'error',
  ],
  [
    'UNVERIFIED_DOMAIN',
    'Unverified domain',
    "This domain is not verified for the project - add it to the project's domains on your Walletport server",
    'warning',
  ],
  [
    'SESSION_EXPIRED',
    'Session Expired',
    'Your session is invalid or has expired - check that your device clock is correct, then reconnect',
    'error',
  ],
];

describe('ALERTS catalogue', () => {
  it('has exactly the eight catalogue alerts', () => {
    expect(Object.keys(ALERTS)).toHaveLength(8);
    expect(EXPECTED_ALERTS).toHaveLength(8);
  });

  it.each(EXPECTED_ALERTS)('%s: "%s"', (id, shortMessage, longMessage, variant) => {
    expect(ALERTS[id]).toEqual({ shortMessage, longMessage, variant });
  });

  it('fills the origin into the app-configuration alert, "unknown" without one', () => {
    expect(alertState('INVALID_APP_CONFIGURATION', { origin: 'https://shop.example' })).toEqual({
      id: 'INVALID_APP_CONFIGURATION',
      shortMessage: 'Invalid App Configuration',
      longMessage:
        "Origin https://shop.example not found on Allowlist - update the project's allowed origins on your Walletport server",
      variant: 'error',
    });
    expect(alertState('INVALID_APP_CONFIGURATION').longMessage).toMatch(/^Origin unknown not found/);
    expect(alertState('INVALID_APP_CONFIGURATION', { origin: '$&' }).longMessage).toMatch(/^Origin \$& not/);
    expect(alertState('SESSION_EXPIRED').shortMessage).toBe('Session Expired');
  });
});

describe('alertForApiError', () => {
  it('maps server codes to alerts (unauthorized origin, invalid or missing project id)', () => {
    expect(alertForApiError({ code: 'UNAUTHORIZED_DOMAIN' })?.id).toBe('INVALID_APP_CONFIGURATION');
    expect(alertForApiError({ status: 401, body: { code: 'INVALID_PROJECT_ID' } })?.id).toBe(
      'INVALID_PROJECT_ID',
    );
    expect(alertForApiError({ error: 'PROJECT_NOT_CONFIGURED' })?.id).toBe('PROJECT_ID_NOT_CONFIGURED');
    expect(alertForApiError({ code: 'unverified-domain' })?.id).toBe('UNVERIFIED_DOMAIN');
    expect(alertForApiError({ code: 'JWT_TOKEN_NOT_VALID' })?.id).toBe('SESSION_EXPIRED');
    expect(alertForApiError(Object.assign(new Error('x'), { code: 'iframe_load_failed' }))?.id).toBe(
      'IFRAME_LOAD_FAILED',
    );
    expect(alertForApiError(new Error('frame', { cause: { code: 'iframe_request_timeout' } }))?.id).toBe(
      'IFRAME_REQUEST_TIMEOUT',
    );
  });

  it('every mapped code gives its alert', () => {
    for (const [code, id] of Object.entries(ERROR_CODE_ALERTS))
      expect(alertForApiError({ code })?.id).toBe(id);
  });

  it('reads JSON bodies that arrive as strings', () => {
    const error = { status: 403, body: '{"code":"INVALID_PROJECT_ID","message":"Invalid project id"}' };
    expect(alertForApiError(error)?.id).toBe('INVALID_PROJECT_ID');
  });

  it('shows the app-configuration alert for a bare 403', () => {
    expect(alertForApiError({ status: 403 })?.id).toBe('INVALID_APP_CONFIGURATION');
    expect(alertForApiError({ response: { status: 403 } })?.id).toBe('INVALID_APP_CONFIGURATION');
    expect(alertForApiError(createError('HTTP_STATUS_ERROR', { params: { status: 403 } }))?.id).toBe(
      'INVALID_APP_CONFIGURATION',
    );
    expect(alertForApiError(new Error(formatMessage('HTTP_STATUS_ERROR', { status: 500 })))).toBeUndefined();
    expect(alertForApiError({ status: 404 })).toBeUndefined();
  });

  it('reads codes, never the wording of a message (free text is not a contract)', () => {
    expect(alertForApiError(new Error('Unauthorized origin: https://x.example'))).toBeUndefined();
    expect(alertForApiError({ message: 'Invalid projectId' })).toBeUndefined();
    expect(
      alertForApiError(new Error('UNAUTHORIZED_DOMAIN: origin https://x is not allowed')),
    ).toBeUndefined();
    expect(alertForApiError(new Error('HTTP status code: 403'))).toBeUndefined();
    expect(alertForApiError(createError('PROJECT_ID_REQUIRED'))?.id).toBe('PROJECT_ID_NOT_CONFIGURED');
  });

  it('turns our own network-not-found error into its alert', () => {
    expect(alertForApiError(createError('NETWORK_NOT_FOUND'))?.id).toBe('NETWORK_NOT_FOUND');
  });

  it('prefers an explicit code over a 403 status', () => {
    expect(alertForApiError({ status: 403, body: { code: 'UNVERIFIED_DOMAIN' } })?.id).toBe(
      'UNVERIFIED_DOMAIN',
    );
  });

  it('passes the origin through', () => {
    expect(alertForApiError({ status: 403 }, { origin: 'https://a.example' })?.longMessage).toContain(
      'https://a.example',
    );
  });

  it('ignores unrelated errors', () => {
    expect(alertForApiError(new Error('Failed to fetch transactions'))).toBeUndefined();
    expect(alertForApiError({ code: 4001 })).toBeUndefined();
    expect(alertForApiError(undefined)).toBeUndefined();
  });

  it('never throws on anything (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.anything({ withBigInt: true, withNullPrototype: true }),
          fc.record({ status: fc.integer(), body: fc.oneof(fc.string(), fc.json(), fc.jsonValue()) }),
        ),
        (value) => {
          const alert = alertForApiError(value);
          if (alert !== undefined) expect(Object.hasOwn(ALERTS, alert.id)).toBe(true);
        },
      ),
    );
  });
});
