/**
 * The events of one modal instance, as a typed map: what the app can subscribe to (through the
 * instance's event bus, `useAppKitEvents`) and what, of those, goes to the analytics endpoint (see
 * docs/events.md). Payload shapes match the ports of the modules that emit them (modal, connection,
 * accounts), so one `createEventBus<WalletportEventMap>()` serves them all.
 */
import type { AccountType } from '../adapter/index.js';

/** How a wallet was connected: extension, wallet-connect QR code or deep link, embedded email or social login. */
export type ConnectEventMethod = 'browser' | 'qrcode' | 'mobile' | 'email' | 'social';

/** What the modal was started with; no addresses, URLs or ids beyond the networks. */
export interface InitializeEventProperties {
  /** Namespaces of the adapters given to createAppKit. */
  namespaces: readonly string[];
  /** CAIP-2 ids of the configured networks. */
  networks: readonly string[];
  defaultNetwork?: string;
  /** The resolved feature flags (see docs/options.md "Features"). */
  features: Readonly<Record<string, boolean>>;
  siwx: boolean;
  themeMode: 'dark' | 'light';
}

/** Error events carry type, event, errorType, errorMessage and stackTrace. */
export interface ErrorEventProperties {
  /** The error's class name, e.g. 'HttpRequestError'. */
  errorType: string;
  errorMessage: string;
  stackTrace?: string;
}

/** SIWX events name the network and whether the account is a smart account. */
export interface SiwxEventProperties {
  /** CAIP-2 id of the network signed on. */
  network: string;
  isSmartAccount: boolean;
}

// A type alias, not an interface: createEventBus needs the implicit index signature aliases get.
export type WalletportEventMap = {
  INITIALIZE: InitializeEventProperties;
  /** `view` is the router view opened, e.g. `{ name: 'Connect' }` or `{ name: 'Swap', params: {…} }`. */
  MODAL_OPEN: { view: { readonly name: string; readonly params?: unknown }; connected: boolean };
  MODAL_CLOSE: { connected: boolean };
  CONNECT_SUCCESS: { method: ConnectEventMethod; name: string; connectorId?: string; network?: string };
  DISCONNECT_SUCCESS: undefined;
  DISCONNECT_ERROR: { message: string };
  SIWX_AUTH_SUCCESS: SiwxEventProperties;
  SIWX_AUTH_ERROR: SiwxEventProperties & { message?: string };
  CLICK_CANCEL_SIWX: SiwxEventProperties;
  SOCIAL_LOGIN_SUCCESS: { provider: string };
  SET_PREFERRED_ACCOUNT_TYPE: { accountType: AccountType; network: string };
  INTERNAL_SDK_ERROR: ErrorEventProperties;
};

export type WalletportEventName = keyof WalletportEventMap;

/** Every event, in the order docs/events.md lists them. */
export const WALLETPORT_EVENTS = [
  'INITIALIZE',
  'MODAL_OPEN',
  'MODAL_CLOSE',
  'CONNECT_SUCCESS',
  'DISCONNECT_SUCCESS',
  'DISCONNECT_ERROR',
  'SIWX_AUTH_SUCCESS',
  'SIWX_AUTH_ERROR',
  'CLICK_CANCEL_SIWX',
  'SOCIAL_LOGIN_SUCCESS',
  'SET_PREFERRED_ACCOUNT_TYPE',
  'INTERNAL_SDK_ERROR',
] as const satisfies readonly WalletportEventName[];

/**
 * The events sent to the analytics endpoint: exactly the list in docs/events.md. Modal open/close stay
 * in the page (the app can subscribe to them) and are never sent.
 */
export const ANALYTICS_EVENTS = [
  'INITIALIZE',
  'SIWX_AUTH_SUCCESS',
  'SIWX_AUTH_ERROR',
  'CLICK_CANCEL_SIWX',
  'SOCIAL_LOGIN_SUCCESS',
  'INTERNAL_SDK_ERROR',
  'SET_PREFERRED_ACCOUNT_TYPE',
  'DISCONNECT_SUCCESS',
  'DISCONNECT_ERROR',
  'CONNECT_SUCCESS',
] as const satisfies readonly WalletportEventName[];

export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[number];

/** Events sent in the error format (and counted by the error rate limit). */
export const ERROR_EVENTS = ['INTERNAL_SDK_ERROR'] as const satisfies readonly AnalyticsEventName[];

export function isAnalyticsEvent(name: string): name is AnalyticsEventName {
  return (ANALYTICS_EVENTS as readonly string[]).includes(name);
}
