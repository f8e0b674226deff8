import { createError, UserRejectedRequestError, WalletportError } from '@walletport/core/internal';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createTextTranslator, loadCatalogue } from '../../../src/i18n/index.js';
import { switchErrorText, switchFailureKind } from '../../../src/views/networks/switch-error.js';

const english = createTextTranslator('en');
await loadCatalogue('es');
const spanish = createTextTranslator('es');
const switchErrorMessage = (error: unknown, text: typeof english) => text(switchErrorText(error));
const en = english;
const es = spanish;

describe('switchErrorText', () => {
  it('holds codes, not words: the list words them in its locale', () => {
    expect(switchErrorText(new UserRejectedRequestError())).toEqual({ code: 'networks.switchDeclined' });
    expect(switchErrorText(createError('CHAIN_NOT_SUPPORTED'))).toEqual({ code: 'CHAIN_NOT_SUPPORTED' });
    expect(switchErrorMessage(createError('CHAIN_NOT_SUPPORTED'), es)).toBe('La red no es compatible');
  });

  it("calls a visitor's rejection 'Switch declined', whatever form the wallet gives it", () => {
    expect(switchErrorMessage(new UserRejectedRequestError(), en)).toBe('Switch declined');
    expect(switchErrorMessage({ code: 4001, message: 'nope' }, en)).toBe('Switch declined');
    expect(switchErrorMessage(new Error('User rejected the request'), en)).toBe('Switch declined');
    expect(switchErrorMessage({ code: 4001 }, es)).toBe('Cambio rechazado');
  });

  it("keeps the catalogue's text for a switch rejected after adding the chain", () => {
    const error = createError('SWITCH_REJECTED_AFTER_ADD_NETWORK', { cause: new UserRejectedRequestError() });
    expect(switchErrorMessage(error, en)).toBe('User rejected switch after adding network.');
  });

  it("keeps the catalogue's 'Chain is not supported'", () => {
    expect(switchErrorMessage(createError('CHAIN_NOT_SUPPORTED'), en)).toBe('Chain is not supported');
  });

  it('shows any other error by its short message, never its details', () => {
    const error = new WalletportError('Chain not configured', {
      code: 'CHAIN_NOT_CONFIGURED',
      details: 'secret',
    });
    expect(switchErrorMessage(error, en)).toBe('Chain not configured');
    expect(switchErrorMessage(new WalletportError('Own words', { details: 'secret' }), en)).toBe('Own words');
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
