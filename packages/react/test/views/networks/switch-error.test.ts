import { createError, UserRejectedRequestError, WalletportError } from '@walletport/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../../src/i18n/index.js';
import { switchErrorMessage, switchFailureKind } from '../../../src/views/networks/switch-error.js';

const en = createTranslator('en');
const es = createTranslator('es');

describe('switchErrorMessage', () => {
  it("calls a visitor's rejection 'Switch declined', whatever form the wallet gives it", () => {
    expect(switchErrorMessage(new UserRejectedRequestError(), en)).toBe('Switch declined');
    expect(switchErrorMessage({ code: 4001, message: 'nope' }, en)).toBe('Switch declined');
    expect(switchErrorMessage(new Error('User rejected the request'), en)).toBe('Switch declined');
    expect(switchErrorMessage({ code: 4001 }, es)).toBe('Cambio rechazado');
  });

  it("keeps the spec's text for a switch rejected after adding the chain", () => {
    const error = createError('SWITCH_REJECTED_AFTER_ADD_NETWORK', { cause: new UserRejectedRequestError() });
    expect(switchErrorMessage(error, en)).toBe('User rejected switch after adding network.');
  });

  it("keeps the spec's 'Chain is not supported'", () => {
    expect(switchErrorMessage(createError('CHAIN_NOT_SUPPORTED'), en)).toBe('Chain is not supported');
  });

  it('shows any other error by its short message, never its details', () => {
    const error = new WalletportError('Chain not configured', {
      code: 'CHAIN_NOT_CONFIGURED',
      details: 'secret',
    });
    expect(switchErrorMessage(error, en)).toBe('Chain not configured');
  });

  it('always yields a non-empty text, whatever was thrown', () => {
    fc.assert(
      fc.property(fc.anything(), (thrown) => {
        expect(switchErrorMessage(thrown, en).length).toBeGreaterThan(0);
      }),
    );
  });

  it('classes a rejection as declined and anything else as failed', () => {
    expect(switchFailureKind(new UserRejectedRequestError())).toBe('declined');
    expect(switchFailureKind(createError('CHAIN_NOT_SUPPORTED'))).toBe('failed');
    expect(switchFailureKind(new Error('boom'))).toBe('failed');
  });
});
