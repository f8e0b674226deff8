import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createError, WalletportError } from '../errors/index.js';
import { HttpRequestError } from '../http/index.js';
import { alertFromError, errorMessageOf } from './alert-from-error.js';

describe('errorMessageOf', () => {
  it("uses a WalletportError's short message, never its details", () => {
    expect(
      errorMessageOf(new WalletportError('Chain is not supported', { details: 'secret internals' })),
    ).toBe('Chain is not supported');
  });

  it('uses the UI wording the spec gives ("Requested RPC call is not allowed" shows as \'Action not allowed\')', () => {
    expect(errorMessageOf(createError('RPC_METHOD_NOT_ALLOWED'))).toBe('Action not allowed');
    expect(errorMessageOf(new Error('Requested RPC call is not allowed'))).toBe('Action not allowed');
  });

  it('takes messages of errors, strings and message-carrying objects', () => {
    expect(errorMessageOf(new Error('boom'))).toBe('boom');
    expect(errorMessageOf('plain text')).toBe('plain text');
    expect(errorMessageOf({ message: 'from a wallet' })).toBe('from a wallet');
  });

  it("falls back to the catalogue's 'An error occurred'", () => {
    for (const value of [undefined, null, 42, {}, '', '  ', new Error('')]) {
      expect(errorMessageOf(value)).toBe('An error occurred');
    }
  });

  it('property: never throws and never returns an empty text', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(errorMessageOf(value).trim()).not.toBe('');
      }),
    );
  });
});

describe('alertFromError (spec §8 "Unauthorized-origin and invalid-key errors map to the app-configuration and project-id alerts")', () => {
  it('maps an unauthorized origin to Invalid App Configuration, with the origin filled in', () => {
    const error = new HttpRequestError({
      status: 403,
      body: { code: 'UNAUTHORIZED_ORIGIN' },
      request: 'GET /x',
    });
    expect(alertFromError(error, { origin: 'https://dapp.example' })).toEqual({
      id: 'INVALID_APP_CONFIGURATION',
      variant: 'error',
      message: 'Invalid App Configuration',
      longMessage: expect.stringContaining('https://dapp.example'),
    });
  });

  it('maps an invalid key to Invalid Project ID', () => {
    expect(alertFromError({ code: 'INVALID_API_KEY' })).toMatchObject({
      id: 'INVALID_PROJECT_ID',
      message: 'Invalid Project ID',
    });
  });

  it('anything else is a custom error alert with the error message', () => {
    expect(alertFromError(new Error('boom'))).toEqual({ id: 'CUSTOM', variant: 'error', message: 'boom' });
  });
});
