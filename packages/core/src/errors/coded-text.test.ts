import { describe, expect, it } from 'vitest';
import type { AlertId } from './alert-ids.js';
import { ALERTS } from './alerts.js';
import { WalletportError } from './base.js';
import { alertTexts, codedText, errorText, sameText, VERBATIM_TEXT } from './coded-text.js';
import { englishText } from './english-text.js';
import { createError, MESSAGES, type MessageKey, uiText } from './messages.js';
import { TransactionRevertedError } from './revert-reason.js';
import {
  ChainMismatchError,
  UnknownWalletError,
  UserRejectedRequestError,
  WALLET_ERROR_CLASSES,
  WalletRpcError,
} from './wallet-errors.js';
import { HttpRequestError } from '../http/http-errors.js';

describe('errorText', () => {
  it('a catalogue error is its key and params, never its text or details', () => {
    expect(errorText(createError('CHAIN_NOT_SUPPORTED', { details: 'eip155:9' }))).toEqual({
      code: 'CHAIN_NOT_SUPPORTED',
    });
    expect(errorText(createError('EMAIL_LOGIN_THROTTLED', { params: { n: 3 } }))).toEqual({
      code: 'EMAIL_LOGIN_THROTTLED',
      params: { n: 3 },
    });
  });

  it('typed errors with catalogue codes carry their params', () => {
    expect(errorText(new HttpRequestError({ status: 502, body: undefined, request: 'GET /x' }))).toEqual({
      code: 'HTTP_STATUS_ERROR',
      params: { status: 502 },
    });
    expect(errorText(new ChainMismatchError({ expected: 1, actual: 10 }))).toEqual({
      code: 'CHAIN_MISMATCH',
      params: { expected: 1, actual: 10 },
    });
    expect(errorText(new TransactionRevertedError())).toEqual({
      code: 'TRANSACTION_REVERTED',
      params: { reason: 'unknown reason' },
    });
  });

  it('a wallet error class is its numeric code', () => {
    expect(errorText(new UserRejectedRequestError())).toEqual({ code: 'WALLET_4001' });
    expect(errorText(new UnknownWalletError(1234))).toEqual({ code: 'WALLET_UNKNOWN' });
    expect(errorText(new WalletRpcError('Custom wording', 77))).toEqual({
      code: VERBATIM_TEXT,
      params: { text: 'Custom wording' },
    });
  });

  it("other texts (a wallet's, a server's) travel verbatim, even when they read like the catalogue", () => {
    expect(errorText(new Error('Failed to disconnect'))).toEqual({
      code: VERBATIM_TEXT,
      params: { text: 'Failed to disconnect' },
    });
    expect(errorText('boom')).toEqual({ code: VERBATIM_TEXT, params: { text: 'boom' } });
    expect(errorText(new WalletportError('Own text', { code: 'NOT_IN_CATALOGUE' }))).toEqual({
      code: VERBATIM_TEXT,
      params: { text: 'Own text' },
    });
  });

  it("nothing to show is the catalogue's 'An error occurred'", () => {
    for (const value of [undefined, null, 42, {}, '', '  ', new Error('')])
      expect(errorText(value)).toEqual({ code: 'ERROR_OCCURRED' });
  });
});

describe('englishText', () => {
  it('is the catalogue text (UI wording) of every message key', () => {
    for (const key of Object.keys(MESSAGES) as MessageKey[])
      expect(englishText({ code: key })).toBe(uiText(key));
    expect(englishText(codedText('HTTP_STATUS_ERROR', { status: 403 }))).toBe('HTTP status code: 403');
    expect(englishText({ code: 'RPC_METHOD_NOT_ALLOWED' })).toBe('Action not allowed');
  });

  it('is the short message of every wallet error class', () => {
    for (const errorClass of WALLET_ERROR_CLASSES)
      expect(englishText(errorText(new errorClass()))).toBe(errorClass.shortMessage);
    expect(englishText({ code: 'WALLET_UNKNOWN' })).toBe('An unknown wallet error occurred.');
  });

  it('is the title and explanation of every alert', () => {
    for (const id of Object.keys(ALERTS) as AlertId[]) {
      const texts = alertTexts(id, 'https://app.example');
      expect(englishText(texts.message)).toBe(ALERTS[id].shortMessage);
      expect(englishText(texts.longMessage)).toBe(
        ALERTS[id].longMessage.replace('{origin}', 'https://app.example'),
      );
    }
    expect(englishText(alertTexts('INVALID_APP_CONFIGURATION', undefined).longMessage)).toContain(
      'Origin unknown not found',
    );
  });

  it('gives verbatim text back as it came', () => {
    expect(englishText({ code: VERBATIM_TEXT, params: { text: 'Wallet says {no}' } })).toBe(
      'Wallet says {no}',
    );
  });
});

describe('sameText', () => {
  it('compares code and params, not object identity', () => {
    expect(sameText(codedText('A', { x: 1 }), codedText('A', { x: 1 }))).toBe(true);
    expect(sameText(codedText('A'), codedText('A', {}))).toBe(true);
    expect(sameText(codedText('A', { x: 1 }), codedText('A', { x: 2 }))).toBe(false);
    expect(sameText(codedText('A'), codedText('B'))).toBe(false);
  });
});
