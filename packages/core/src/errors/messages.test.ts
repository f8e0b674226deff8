import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WalletportError } from './base.js';
import {
  createError,
  formatMessage,
  MESSAGE_CATEGORIES,
  MESSAGES,
  type MessageKey,
  UI_TEXTS,
  uiText,
} from './messages.js';

/** The catalogue, written out again on purpose: any edit to a text or a deleted entry fails here. */
const EXPECTED: ReadonlyArray<readonly [MessageKey, string]> = [
  // Established runtime messages, exact.
  ['AUTH_INIT_FAILED', 'A problem occurred while trying initialize authentication'],
  ['SIGNATURE_DECLINED', 'Signature declined'],
  ['SMART_ACCOUNTS_NOT_SUPPORTED', 'This application might not support Smart Accounts'],
  ['SIWX_NOT_ENABLED', 'SIWX is not enabled'],
  ['NO_ACTIVE_CAIP_ADDRESS', 'No ActiveCaipAddress found'],
  ['NO_ACTIVE_CAIP_NETWORK_OR_CLIENT', 'No ActiveCaipNetwork or client found'],
  ['NO_CONNECTION_CONTROLLER_CLIENT', 'No ConnectionController client found'],
  ['ADAPTER_NOT_FOUND', 'Adapter not found'],
  ['CAIP_NETWORK_UNDEFINED', 'CaipNetwork is undefined'],
  ['CHAIN_NOT_SUPPORTED', 'Chain is not supported'],
  ['EMAIL_LOGIN_THROTTLED', 'Please try again after {n} seconds'],
  ['HTTP_STATUS_ERROR', 'HTTP status code: {status}'],
  ['FETCH_TRANSACTIONS_FAILED', 'Failed to fetch transactions'],
  ['NETWORK_NOT_FOUND', 'Network not found'],
  ['ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND', 'Address or auth connector not found'],
  ['REGISTER_NAME_FAILED', 'Error registering name'],
  ['RESOLVE_NAME_FAILED', 'Error resolving name'],
  ['FETCH_NAME_SUGGESTIONS_FAILED', 'Error fetching name suggestions'],
  ['FETCH_NAMES_FOR_ADDRESS_FAILED', 'Error fetching names for address'],
  ['EMAIL_LOGIN_DEPENDENCY_UNAVAILABLE', 'Unable to load email login dependency'],
  ['REQUEST_ABORTED', 'Request was aborted'],
  ['SOMETHING_WENT_WRONG', 'Something went wrong'],
  ['ERROR_OCCURRED', 'An error occurred'],
  ['FRAME_NOT_SET', 'W3mFrame: iframe is not set'],
  ['TOKEN_BALANCE_UNAVAILABLE', 'Token Balance Unavailable'],
  ['GAS_PRICE_NETWORK_NOT_SUPPORTED', 'Network not supported for Gas Price'],
  ['SWAPS_NETWORK_NOT_SUPPORTED', 'Network not supported for Swaps'],
  ['DISCONNECT_FAILED', 'Failed to disconnect'],
  ['RPC_METHOD_NOT_ALLOWED', 'Requested RPC call is not allowed'],
  ['CHAIN_ADAPTER_NOT_FOUND', 'Chain adapter not found'],
  ['NETWORK_CONTROLLER_CLIENT_NOT_SET', 'NetworkController client not set'],
  ['CONNECTION_CONTROLLER_CLIENT_NOT_SET', 'ConnectionController client not set'],
  ['CHAIN_REQUIRED_FOR_CONNECTION_CLIENT', 'Chain is required to get connection controller client'],
  ['CHAIN_REQUIRED_FOR_ACCOUNT_DATA', 'Chain is required to update chain account data'],
  ['CHAIN_REQUIRED_FOR_ACCOUNT_PROP', 'Chain is required to set account prop'],
  ['DISCONNECT_CHAIN_FAILED', 'Failed to disconnect chain {namespace}: {message}'],
  [
    'TRANSPORT_URL_MISSING',
    'No URL was provided to the Transport. Please provide a valid RPC URL to the Transport.',
  ],
  ['PROVIDER_NOT_FOUND', 'Provider not found'],
  ['PROVIDER_CHAIN_ID_NOT_FOUND', 'ChainId not found in provider'],
  ['WALLET_CAPABILITIES_PARSE_FAILED', 'Error parsing wallet capabilities'],
  ['MULTICALL_RESULTS_MISMATCH', 'multicall results mismatch'],
  ['SWITCH_REJECTED_AFTER_ADD_NETWORK', 'User rejected switch after adding network.'],
  // Runtime errors without an established text: Walletport's wording.
  ['SWITCH_CHAIN_NOT_SUPPORTED', 'Connector does not support programmatic chain switching.'],
  ['USER_REJECTED_REQUEST', 'User rejected the request.'],
  ['CONNECTOR_NOT_FOUND', 'Connector not found'],
  ['TRANSACTION_WAIT_TIMEOUT', 'Timed out while waiting for transaction {hash} to be confirmed'],
  ['WALLET_REQUEST_TIMEOUT', 'The wallet did not answer in time.'],
  ['SCHEMA_REQUIRED', 'Required'],
  ['SCHEMA_INVALID_INPUT', 'Invalid input'],
  ['SCHEMA_INVALID_EMAIL', 'Invalid email address'],
  // Established validation messages, exact.
  ['SIWE_AND_SIWX_BOTH_SET', 'Cannot set both `siweConfig` and `siwx` options'],
  ['INVALID_CAIP_ADDRESS', 'Invalid CAIP-10 address'],
  ['INVALID_CAIP_NETWORK_ID', 'Invalid CAIP-2 network id'],
  ['INVALID_DECIMAL_NUMBER', 'Number is not a valid decimal number'],
  ['INVALID_BASE64_LENGTH', 'Invalid string. Length must be a multiple of 4'],
  // Rules without an established text: Walletport's wording.
  ['PROJECT_ID_REQUIRED', 'projectId is required'],
  ['ALREADY_CONNECTED', 'Connector already connected'],
  ['CHAIN_NOT_CONFIGURED', 'Chain not configured'],
  ['FEE_MULTIPLIER_TOO_LOW', 'Fee multiplier must be at least 1'],
  ['GAS_PRICE_WITH_MAX_FEE', 'Cannot specify both gasPrice and maxFeePerGas or maxPriorityFeePerGas'],
  ['INVALID_ACCOUNT_NAME', 'Name must be at least 4 characters of letters, digits or hyphens'],
  ['INVALID_COIN_TYPE_CHAIN_ID', 'Chain id must be below 0x80000000 to convert to a coin type'],
  ['CHAIN_MISMATCH', 'Wallet is on chain {actual} but the request targets chain {expected}'],
  ['TRANSACTION_REVERTED', 'Transaction reverted: {reason}'],
  ['NOT_A_REPLACEMENT', 'A replacement transaction must have the same sender and nonce as the original'],
  // Sign-in outcomes.
  ['SIWX_SIGN_IN_REFUSED', 'Sign-in was refused: {reason}'],
  ['SIWX_SIGN_IN_FAILED', 'Sign-in failed. Please try again.'],
  ['SIWX_UNAVAILABLE', 'Sign-in is not available right now. Please try again later.'],
];

describe('MESSAGES catalogue', () => {
  it('has exactly the expected number of entries', () => {
    expect(Object.keys(MESSAGES)).toHaveLength(68);
    expect(EXPECTED).toHaveLength(68);
    expect(new Set(EXPECTED.map(([key]) => key)).size).toBe(EXPECTED.length);
  });

  it.each(EXPECTED)('%s is exactly "%s"', (key, text) => {
    expect(MESSAGES[key]).toBe(text);
  });

  it('uses SCREAMING_SNAKE keys and no duplicate texts', () => {
    for (const key of Object.keys(MESSAGES)) expect(key).toMatch(/^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/);
    const texts = Object.values(MESSAGES);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('names no adapter: adapters keep their own error catalogues (docs/architecture.md)', () => {
    for (const text of Object.values(MESSAGES)) expect(text).not.toMatch(/WagmiAdapter|Adapter:/);
  });

  it('pairs the not-allowed RPC message with its UI text', () => {
    expect(UI_TEXTS).toEqual({ RPC_METHOD_NOT_ALLOWED: 'Action not allowed' });
    expect(uiText('RPC_METHOD_NOT_ALLOWED')).toBe('Action not allowed');
    expect(uiText('SIGNATURE_DECLINED')).toBe('Signature declined');
  });
});

describe('formatMessage', () => {
  it('fills the templates', () => {
    expect(formatMessage('EMAIL_LOGIN_THROTTLED', { n: 12 })).toBe('Please try again after 12 seconds');
    expect(formatMessage('HTTP_STATUS_ERROR', { status: 403 })).toBe('HTTP status code: 403');
    expect(formatMessage('DISCONNECT_CHAIN_FAILED', { namespace: 'solana', message: 'boom' })).toBe(
      'Failed to disconnect chain solana: boom',
    );
    expect(formatMessage('TRANSACTION_REVERTED', { reason: 'unknown reason' })).toBe(
      'Transaction reverted: unknown reason',
    );
  });

  it('returns plain texts unchanged', () => {
    expect(formatMessage('SIWE_AND_SIWX_BOTH_SET')).toBe('Cannot set both `siweConfig` and `siwx` options');
  });

  it('does not re-scan substituted values', () => {
    expect(formatMessage('DISCONNECT_CHAIN_FAILED', { namespace: '{message}', message: '$&{n}' })).toBe(
      'Failed to disconnect chain {message}: $&{n}',
    );
  });

  it('never leaves a placeholder unfilled (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (namespace, message) => {
        const text = formatMessage('DISCONNECT_CHAIN_FAILED', { namespace, message });
        expect(text).toBe(`Failed to disconnect chain ${namespace}: ${message}`);
      }),
    );
  });
});

describe('createError', () => {
  it('builds a WalletportError whose code is the key and shortMessage the exact text', () => {
    const error = createError('CHAIN_NOT_SUPPORTED', { details: 'eip155:999', cause: 'x' });
    expect(error).toBeInstanceOf(WalletportError);
    expect(error.code).toBe('CHAIN_NOT_SUPPORTED');
    expect(error.shortMessage).toBe('Chain is not supported');
    expect(error.message).toBe('Chain is not supported');
    expect(error.details).toBe('eip155:999');
    expect(error.cause).toBe('x');
    expect(error.docsUrl).toBe('https://walletport.dev/docs/errors/CHAIN_NOT_SUPPORTED');
  });

  it('fills params of templated keys', () => {
    expect(createError('EMAIL_LOGIN_THROTTLED', { params: { n: 7 } }).shortMessage).toBe(
      'Please try again after 7 seconds',
    );
  });

  it('carries the params on the error, so a UI words the text from code and params', () => {
    expect(createError('EMAIL_LOGIN_THROTTLED', { params: { n: 7 } }).params).toEqual({ n: 7 });
    expect(createError('TRANSACTION_WAIT_TIMEOUT', { params: { hash: 10n } }).params).toEqual({ hash: '10' });
    expect(createError('REQUEST_ABORTED').params).toBeUndefined();
  });

  it('needs no options for plain keys', () => {
    expect(createError('REQUEST_ABORTED').shortMessage).toBe('Request was aborted');
  });

  it('gives a failed disconnect the INTERNAL_SDK_ERROR category', () => {
    expect(MESSAGE_CATEGORIES.DISCONNECT_FAILED).toBe('INTERNAL_SDK_ERROR');
    expect(createError('DISCONNECT_FAILED').category).toBe('INTERNAL_SDK_ERROR');
    expect(createError('DISCONNECT_FAILED', { category: 'WALLET_ERROR' }).category).toBe('WALLET_ERROR');
    expect(createError('NETWORK_NOT_FOUND').category).toBeUndefined();
  });

  it('rejects missing params at compile time', () => {
    // @ts-expect-error params are required for a templated key
    createError('HTTP_STATUS_ERROR');
    // @ts-expect-error the placeholder name must match
    formatMessage('HTTP_STATUS_ERROR', { code: 1 });
  });
});
