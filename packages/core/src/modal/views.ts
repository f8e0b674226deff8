/**
 * The modal's views (see docs/router.md): a typed union where each view carries its own typed
 * params. No URL routes exist; the router keeps these values on a history stack.
 *
 * Params are flat, plain data (strings only), never callbacks: that keeps two views comparable (push
 * ignores the same view) and serialisable (devtools, tests). Callbacks belong on the transaction stack.
 */
import type { CaipNetworkId } from '../caip/index.js';
import type { StoredSocialProvider } from '../storage/index.js';

/** A social login provider (the `features.socials` values). */
export type SocialProvider = StoredSocialProvider;

/** Swap arguments the Swap view can be opened with. */
export interface SwapArguments {
  /** Token to sell: an address, or the native token symbol. */
  fromToken?: string;
  /** Token to buy. */
  toToken?: string;
  /** Amount of fromToken as a decimal string, e.g. '1.5'. */
  amount?: string;
}

/** Arguments the Send view can be prefilled with. */
export interface SendArguments {
  /** Token address; absent for the native token. */
  tokenAddress?: string;
  /** Recipient address or name. */
  to?: string;
  /** Decimal string. */
  amount?: string;
}

/** Arguments the Pay view can be opened with. */
export interface PayArguments {
  recipient?: string;
  /** Decimal string. */
  amount?: string;
  /** Asset to pay with, e.g. a CAIP-19 id or a token address. */
  asset?: string;
}

/**
 * Params per view. `undefined` means the view takes none; a type whose fields are all optional makes
 * `params` optional too (see `RouterView`).
 */
export interface ViewParams {
  // Core views.
  Connect: undefined;
  Account: undefined;
  AllWallets: undefined;
  ConnectingExternal: { connectorId: string; walletName?: string };
  /** Walletport: the chain chooser of a wallet installed in several namespaces (a MULTI_CHAIN connector). */
  ConnectingMultiChain: { connectorId: string; walletName?: string };
  ConnectingWalletConnect: { walletId?: string };
  ConnectingWalletConnectBasic: undefined;
  ConnectingSiwe: undefined;
  ConnectingFarcaster: undefined;
  UnsupportedChain: undefined;
  ApproveTransaction: undefined;
  SIWXSignMessage: undefined;
  Swap: SwapArguments;
  RegisterAccountName: undefined;
  RegisterAccountNameSuccess: undefined;
  Networks: undefined;
  // Supporting views that ship with the modal.
  SwitchNetwork: { caipNetworkId: CaipNetworkId };
  SwitchAddress: undefined;
  AccountSettings: undefined;
  WhatIsAWallet: undefined;
  // Feature views, loaded on demand.
  EmailVerifyOtp: { email: string };
  EmailVerifyDevice: { email: string };
  UpdateEmail: { email: string };
  UpdateEmailPrimaryOtp: { email: string };
  UpdateEmailSecondaryOtp: { email: string };
  /** Walletport: the frame's key step after the code: a recovery passphrase to create or to enter. */
  EmbeddedWalletKey: { email: string; step: 'create-key' | 'recover-key' };
  ConnectSocials: undefined;
  ConnectingSocial: { provider: SocialProvider };
  SwapSelectToken: { side: 'from' | 'to' };
  SwapPreview: undefined;
  Send: SendArguments;
  SendSelectToken: undefined;
  SendPreview: undefined;
  Receive: undefined;
  ReceiveNetworks: undefined;
  OnRamp: undefined;
  OnRampTokenSelect: undefined;
  OnRampFiatSelect: undefined;
  OnRampInProgress: undefined;
  Activity: undefined;
  Pay: PayArguments;
  PayLoading: undefined;
  SmartSessions: undefined;
}

export type ViewName = keyof ViewParams;

type ViewOf<N extends ViewName> = ViewParams[N] extends undefined
  ? { readonly name: N; readonly params?: undefined }
  : Partial<ViewParams[N]> extends ViewParams[N]
    ? { readonly name: N; readonly params?: Readonly<ViewParams[N]> }
    : { readonly name: N; readonly params: Readonly<ViewParams[N]> };

/** One view with its params, e.g. `{ name: 'ConnectingExternal', params: { connectorId: 'injected' } }`. */
export type RouterView = { [N in ViewName]: ViewOf<N> }[ViewName];

/** The view type for one name: `View<'Swap'>`. */
export type View<N extends ViewName> = Extract<RouterView, { name: N }>;

/** Features whose screens load on demand. `smartSessions` is Walletport's addition (off by default). */
export type ViewFeature =
  | 'email'
  | 'socials'
  | 'swaps'
  | 'send'
  | 'receive'
  | 'onramp'
  | 'history'
  | 'pay'
  | 'smartSessions';

// A Record over ViewName makes the compiler reject a view added to ViewParams but not listed here.
const FEATURE_BY_VIEW: Readonly<Record<ViewName, ViewFeature | null>> = {
  Connect: null,
  Account: null,
  AllWallets: null,
  ConnectingExternal: null,
  ConnectingMultiChain: null,
  ConnectingWalletConnect: null,
  ConnectingWalletConnectBasic: null,
  ConnectingSiwe: null,
  ConnectingFarcaster: null,
  UnsupportedChain: null,
  ApproveTransaction: null,
  SIWXSignMessage: null,
  Swap: 'swaps',
  RegisterAccountName: null,
  RegisterAccountNameSuccess: null,
  Networks: null,
  SwitchNetwork: null,
  SwitchAddress: null,
  AccountSettings: null,
  WhatIsAWallet: null,
  EmailVerifyOtp: 'email',
  EmailVerifyDevice: 'email',
  UpdateEmail: 'email',
  UpdateEmailPrimaryOtp: 'email',
  UpdateEmailSecondaryOtp: 'email',
  EmbeddedWalletKey: 'email',
  ConnectSocials: 'socials',
  ConnectingSocial: 'socials',
  SwapSelectToken: 'swaps',
  SwapPreview: 'swaps',
  Send: 'send',
  SendSelectToken: 'send',
  SendPreview: 'send',
  Receive: 'receive',
  ReceiveNetworks: 'receive',
  OnRamp: 'onramp',
  OnRampTokenSelect: 'onramp',
  OnRampFiatSelect: 'onramp',
  OnRampInProgress: 'onramp',
  Activity: 'history',
  Pay: 'pay',
  PayLoading: 'pay',
  SmartSessions: 'smartSessions',
};

/** Every view name, core views first. */
export const VIEW_NAMES: readonly ViewName[] = Object.freeze(Object.keys(FEATURE_BY_VIEW) as ViewName[]);

export function isViewName(value: unknown): value is ViewName {
  return typeof value === 'string' && Object.hasOwn(FEATURE_BY_VIEW, value);
}

/** The feature a view belongs to when its screen loads on demand, else undefined (bundled view). */
export function featureOfView(name: ViewName): ViewFeature | undefined {
  return FEATURE_BY_VIEW[name] ?? undefined;
}

/**
 * Two views are the same when their names match and their params hold the same values. Missing params,
 * `{}` and keys set to undefined all count as "no value", so `{ name: 'Swap' }` equals
 * `{ name: 'Swap', params: {} }`.
 */
export function isSameView(a: RouterView, b: RouterView): boolean {
  if (a.name !== b.name) return false;
  const left = definedEntries(a.params);
  const right = definedEntries(b.params);
  if (left.length !== right.length) return false;
  const rightValues = new Map(right);
  return left.every(([key, value]) => rightValues.has(key) && Object.is(rightValues.get(key), value));
}

function definedEntries(params: object | undefined): [string, unknown][] {
  if (params === undefined) return [];
  return Object.entries(params).filter(([, value]) => value !== undefined);
}
