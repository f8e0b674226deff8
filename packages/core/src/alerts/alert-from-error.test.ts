import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CodedText, createError, englishText, verbatimText } from '../errors/index.js';
import { HttpRequestError } from '../http/index.js';
import { alertFromError } from './alert-from-error.js';

describe('alertFromError texts', () => {
  it("holds a catalogue error's code, never its details or English", () => {
    expect(alertFromError(createError('CHAIN_NOT_SUPPORTED', { details: 'secret internals' }))).toEqual({
      id: 'CUSTOM',
      variant: 'error',
      message: { code: 'CHAIN_NOT_SUPPORTED' },
    });
  });

  it("renders in English exactly as before ('Action not allowed' for the RPC message)", () => {
    expect(englishText(alertFromError(createError('RPC_METHOD_NOT_ALLOWED')).message as CodedText)).toBe(
      'Action not allowed',
    );
  });

  it('takes messages of errors, strings and message-carrying objects verbatim', () => {
    expect(alertFromError(new Error('boom')).message).toEqual(verbatimText('boom'));
    expect(alertFromError('plain text').message).toEqual(verbatimText('plain text'));
    expect(alertFromError({ message: 'from a wallet' }).message).toEqual(verbatimText('from a wallet'));
  });

  it("falls back to the catalogue's 'An error occurred'", () => {
    for (const value of [undefined, null, 42, {}, '', '  ', new Error('')]) {
      expect(alertFromError(value).message).toEqual({ code: 'ERROR_OCCURRED' });
    }
  });

  it('property: never throws and never holds an empty text', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(englishText(alertFromError(value).message as CodedText).trim()).not.toBe('');
      }),
    );
  });
});

describe('alertFromError (unauthorized-origin and invalid-key errors map to the app-configuration and project-id alerts)', () => {
  it('maps an unauthorized origin to Invalid App Configuration, with the origin filled in', () => {
    const error = new HttpRequestError({
      status: 403,
      body: { code: 'UNAUTHORIZED_ORIGIN' },
      request: 'GET /x',
    });
    expect(alertFromError(error, { origin: 'https://dapp.example' })).toEqual({
      id: 'INVALID_APP_CONFIGURATION',
      variant: 'error',
      message: { code: 'ALERT_INVALID_APP_CONFIGURATION' },
      longMessage: {
        code: 'ALERT_INVALID_APP_CONFIGURATION_DETAILS',
        params: { origin: 'https://dapp.example' },
      },
    });
  });

  it('maps an invalid key to Invalid Project ID', () => {
    expect(alertFromError({ code: 'INVALID_API_KEY' })).toMatchObject({
      id: 'INVALID_PROJECT_ID',
      message: { code: 'ALERT_INVALID_PROJECT_ID' },
      longMessage: { code: 'ALERT_INVALID_PROJECT_ID_DETAILS' },
    });
  });

  it('anything else is a custom error alert with the error message', () => {
    expect(alertFromError(new Error('boom'))).toEqual({
      id: 'CUSTOM',
      variant: 'error',
      message: verbatimText('boom'),
    });
  });
});
