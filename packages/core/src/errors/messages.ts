/**
 * The message catalogue: every error text Walletport shows or throws, keyed by a stable code.
 * Established texts (those AppKit-based apps already know) are reproduced EXACTLY, typos included ("trying initialize"),
 * because apps and tests match on them. Templated texts use `{name}` placeholders, filled by
 * `formatMessage`. Entries under "Walletport's wording" are errors with no established text. Adapters keep
 * their own texts and error classes (e.g. packages/adapter-evm/src/errors.ts): core names no adapter.
 * State never holds these texts, only the key and params (errors/coded-text.ts); a UI words them.
 */
import { type ErrorCategory, WalletportError } from './base.js';

export const MESSAGES = {
  // Established runtime messages, reproduced exactly.
  AUTH_INIT_FAILED: 'A problem occurred while trying initialize authentication',
  SIGNATURE_DECLINED: 'Signature declined',
  SMART_ACCOUNTS_NOT_SUPPORTED: 'This application might not support Smart Accounts',
  SIWX_NOT_ENABLED: 'SIWX is not enabled',
  NO_ACTIVE_CAIP_ADDRESS: 'No ActiveCaipAddress found',
  NO_ACTIVE_CAIP_NETWORK_OR_CLIENT: 'No ActiveCaipNetwork or client found',
  NO_CONNECTION_CONTROLLER_CLIENT: 'No ConnectionController client found',
  ADAPTER_NOT_FOUND: 'Adapter not found',
  CAIP_NETWORK_UNDEFINED: 'CaipNetwork is undefined',
  CHAIN_NOT_SUPPORTED: 'Chain is not supported',
  EMAIL_LOGIN_THROTTLED: 'Please try again after {n} seconds',
  HTTP_STATUS_ERROR: 'HTTP status code: {status}',
  FETCH_TRANSACTIONS_FAILED: 'Failed to fetch transactions',
  NETWORK_NOT_FOUND: 'Network not found',
  ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND: 'Address or auth connector not found',
  REGISTER_NAME_FAILED: 'Error registering name',
  RESOLVE_NAME_FAILED: 'Error resolving name',
  FETCH_NAME_SUGGESTIONS_FAILED: 'Error fetching name suggestions',
  FETCH_NAMES_FOR_ADDRESS_FAILED: 'Error fetching names for address',
  EMAIL_LOGIN_DEPENDENCY_UNAVAILABLE: 'Unable to load email login dependency',
  REQUEST_ABORTED: 'Request was aborted',
  SOMETHING_WENT_WRONG: 'Something went wrong',
  ERROR_OCCURRED: 'An error occurred',
  FRAME_NOT_SET: 'W3mFrame: iframe is not set',
  TOKEN_BALANCE_UNAVAILABLE: 'Token Balance Unavailable',
  GAS_PRICE_NETWORK_NOT_SUPPORTED: 'Network not supported for Gas Price',
  SWAPS_NETWORK_NOT_SUPPORTED: 'Network not supported for Swaps',
  DISCONNECT_FAILED: 'Failed to disconnect',
  RPC_METHOD_NOT_ALLOWED: 'Requested RPC call is not allowed',
  CHAIN_ADAPTER_NOT_FOUND: 'Chain adapter not found',
  NETWORK_CONTROLLER_CLIENT_NOT_SET: 'NetworkController client not set',
  CONNECTION_CONTROLLER_CLIENT_NOT_SET: 'ConnectionController client not set',
  CHAIN_REQUIRED_FOR_CONNECTION_CLIENT: 'Chain is required to get connection controller client',
  CHAIN_REQUIRED_FOR_ACCOUNT_DATA: 'Chain is required to update chain account data',
  CHAIN_REQUIRED_FOR_ACCOUNT_PROP: 'Chain is required to set account prop',
  DISCONNECT_CHAIN_FAILED: 'Failed to disconnect chain {namespace}: {message}',
  TRANSPORT_URL_MISSING:
    'No URL was provided to the Transport. Please provide a valid RPC URL to the Transport.',
  PROVIDER_NOT_FOUND: 'Provider not found',
  PROVIDER_CHAIN_ID_NOT_FOUND: 'ChainId not found in provider',
  WALLET_CAPABILITIES_PARSE_FAILED: 'Error parsing wallet capabilities',
  MULTICALL_RESULTS_MISMATCH: 'multicall results mismatch',
  SWITCH_REJECTED_AFTER_ADD_NETWORK: 'User rejected switch after adding network.',

  // Runtime errors without an established text: Walletport's wording.
  SWITCH_CHAIN_NOT_SUPPORTED: 'Connector does not support programmatic chain switching.',
  USER_REJECTED_REQUEST: 'User rejected the request.',
  CONNECTOR_NOT_FOUND: 'Connector not found',
  TRANSACTION_WAIT_TIMEOUT: 'Timed out while waiting for transaction {hash} to be confirmed',
  WALLET_REQUEST_TIMEOUT: 'The wallet did not answer in time.',
  SCHEMA_REQUIRED: 'Required',
  SCHEMA_INVALID_INPUT: 'Invalid input',
  SCHEMA_INVALID_EMAIL: 'Invalid email address',

  // Established validation messages, reproduced exactly.
  SIWE_AND_SIWX_BOTH_SET: 'Cannot set both `siweConfig` and `siwx` options',
  INVALID_CAIP_ADDRESS: 'Invalid CAIP-10 address',
  INVALID_CAIP_NETWORK_ID: 'Invalid CAIP-2 network id',
  INVALID_DECIMAL_NUMBER: 'Number is not a valid decimal number',
  INVALID_BASE64_LENGTH: 'Invalid string. Length must be a multiple of 4',

  // Rules without an established text: Walletport's wording.
  PROJECT_ID_REQUIRED: 'projectId is required',
  ALREADY_CONNECTED: 'Connector already connected',
  CHAIN_NOT_CONFIGURED: 'Chain not configured',
  FEE_MULTIPLIER_TOO_LOW: 'Fee multiplier must be at least 1',
  GAS_PRICE_WITH_MAX_FEE: 'Cannot specify both gasPrice and maxFeePerGas or maxPriorityFeePerGas',
  INVALID_ACCOUNT_NAME: 'Name must be at least 4 characters of letters, digits or hyphens',
  INVALID_COIN_TYPE_CHAIN_ID: 'Chain id must be below 0x80000000 to convert to a coin type',
  CHAIN_MISMATCH: 'Wallet is on chain {actual} but the request targets chain {expected}',
  TRANSACTION_REVERTED: 'Transaction reverted: {reason}',
  NOT_A_REPLACEMENT: 'A replacement transaction must have the same sender and nonce as the original',

  // Sign-in (SIWX) outcomes the sign view shows, Walletport's wording (a decline is SIGNATURE_DECLINED).
  SIWX_SIGN_IN_REFUSED: 'Sign-in was refused: {reason}',
  SIWX_SIGN_IN_FAILED: 'Sign-in failed. Please try again.',
  SIWX_UNAVAILABLE: 'Sign-in is not available right now. Please try again later.',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** Shorter texts for the UI, where a message has one next to the developer message. */
export const UI_TEXTS = {
  RPC_METHOD_NOT_ALLOWED: 'Action not allowed',
} as const satisfies Partial<Record<MessageKey, string>>;

/** Categories tied to a message (a failed disconnect is an INTERNAL_SDK_ERROR). */
export const MESSAGE_CATEGORIES = {
  DISCONNECT_FAILED: 'INTERNAL_SDK_ERROR',
  DISCONNECT_CHAIN_FAILED: 'INTERNAL_SDK_ERROR',
} as const satisfies Partial<Record<MessageKey, ErrorCategory>>;

/** Placeholder names in a template, e.g. 'a {n} b {m}' → 'n' | 'm'. */
type Placeholders<Text extends string> = Text extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

export type MessageParams<Key extends MessageKey> = {
  readonly [Name in Placeholders<(typeof MESSAGES)[Key]>]: string | number | bigint;
};

/** Keys whose text has placeholders, so callers must pass params. */
export type TemplatedMessageKey = {
  [Key in MessageKey]: [Placeholders<(typeof MESSAGES)[Key]>] extends [never] ? never : Key;
}[MessageKey];

type ParamsArgument<Key extends MessageKey> = Key extends TemplatedMessageKey
  ? [params: MessageParams<Key>]
  : [];

/** A fresh regex per use: a shared /g regex carries lastIndex state between calls. */
function placeholderPattern(): RegExp {
  return /\{(\w+)\}/g;
}

/** The catalogue text for `key` with its placeholders filled in one pass (values are not re-scanned). */
export function formatMessage<Key extends MessageKey>(key: Key, ...[params]: ParamsArgument<Key>): string {
  const values = (params ?? {}) as Record<string, string | number | bigint>;
  return MESSAGES[key].replace(placeholderPattern(), (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}

/** The UI text for a key: the short UI wording where there is one, else the message itself. */
export function uiText(key: MessageKey): string {
  return (UI_TEXTS as Partial<Record<MessageKey, string>>)[key] ?? MESSAGES[key];
}

export interface CreateErrorOptions {
  details?: string;
  cause?: unknown;
  /** Overrides the category the catalogue gives the key (if any). */
  category?: ErrorCategory;
  metaMessages?: readonly string[];
}

type CreateErrorArgument<Key extends MessageKey> = Key extends TemplatedMessageKey
  ? [options: CreateErrorOptions & { params: MessageParams<Key> }]
  : [options?: CreateErrorOptions];

/** An error whose code is the catalogue key, so `error.code === 'CHAIN_NOT_SUPPORTED'` narrows. */
export type CatalogueError<Key extends MessageKey> = WalletportError & { readonly code: Key };

/** Builds a WalletportError for a catalogue entry: shortMessage is the exact text, code is the key. */
export function createError<Key extends MessageKey>(
  key: Key,
  ...[options]: CreateErrorArgument<Key>
): CatalogueError<Key> {
  const params = (options as { params?: MessageParams<Key> } | undefined)?.params;
  const shortMessage = (formatMessage as (key: MessageKey, params?: object) => string)(key, params);
  const category =
    options?.category ?? (MESSAGE_CATEGORIES as Partial<Record<MessageKey, ErrorCategory>>)[key];
  return new WalletportError(shortMessage, {
    code: key,
    params: params === undefined ? undefined : textParams(params),
    details: options?.details,
    cause: options?.cause,
    category,
    metaMessages: options?.metaMessages,
  }) as CatalogueError<Key>;
}

/** Params as carried on an error: bigints become decimal strings, so the error stays serialisable. */
function textParams(params: object): Record<string, string | number> {
  const entries = Object.entries(params) as [string, string | number | bigint][];
  return Object.fromEntries(
    entries.map(([name, value]) => [name, typeof value === 'bigint' ? String(value) : value]),
  );
}
