'use client';
// `@walletport/react`: AppKit's React API (createAppKit, provider, hooks, buttons) on Walletport's core.
// Importing this module does nothing by itself: no DOM, storage or network until createAppKit() runs.

export type { BalanceService, BalanceSnapshot, FetchNativeBalanceOptions } from '@walletport/core/internal';
export { createAppKit, SDK_TYPE, SDK_VERSION } from './client/create-app-kit.js';
export type {
  AppKit,
  AppKitEnvironment,
  AppKitLifecycleState,
  AppKitOpenOptions,
  /** AppKit's name for the same options. */
  AppKitOpenOptions as OpenOptions,
  AppKitStores,
  CreateAppKitOptions,
  /** AppKit's name for createAppKit's options. */
  CreateAppKitOptions as CreateAppKit,
} from './client/types.js';
export {
  type AccountButtonProps,
  AppKitAccountButton,
  AppKitButton,
  type AppKitButtonProps,
  AppKitConnectButton,
  AppKitNetworkButton,
  type ButtonSize,
  type ConnectButtonProps,
  type NetworkButtonProps,
} from './components/buttons.js';
export { AppKitProvider, type AppKitProviderProps } from './context.js';
// Server rendering (docs/ssr.md): the stored sessions in a request's cookies, for <AppKitProvider initialState>.
export type { AppKitInitialState, StoredSession } from '@walletport/core/internal';
export { cookieToAppKitState } from './ssr/server-snapshot.js';
export { type UseAppKitReturn, useAppKit } from './hooks/use-app-kit.js';
export {
  type EmbeddedWalletInfo,
  type UseAppKitAccountOptions,
  type UseAppKitAccountReturn,
  useAppKitAccount,
} from './hooks/use-app-kit-account.js';
export {
  type AppKitBalanceResult,
  type UseAppKitBalanceReturn,
  useAppKitBalance,
} from './hooks/use-app-kit-balance.js';
export { useAppKitEvents } from './hooks/use-app-kit-events.js';
export {
  type UseAppKitNetworkCoreReturn,
  type UseAppKitNetworkReturn,
  useAppKitNetwork,
  useAppKitNetworkCore,
} from './hooks/use-app-kit-network.js';
export {
  type Provider,
  type RequestArguments,
  type UseAppKitProviderReturn,
  useAppKitProvider,
} from './hooks/use-app-kit-provider.js';
export { type UseAppKitStateReturn, useAppKitState } from './hooks/use-app-kit-state.js';
export { type UseAppKitThemeReturn, useAppKitTheme } from './hooks/use-app-kit-theme.js';
export { type UseDisconnectReturn, useDisconnect } from './hooks/use-disconnect.js';
export { type UseWalletInfoReturn, useWalletInfo } from './hooks/use-wallet-info.js';
export type { Locale } from './i18n/index.js';
// AppKit's custom elements (<appkit-button> …, defined by createAppKit): exporting their JSX typings is
// what brings the `react` JSX augmentation into a consumer's compilation (elements/jsx.ts).
export type {
  AppKitAccountButtonAttributes,
  AppKitButtonAttributes,
  AppKitConnectButtonAttributes,
  AppKitElementProps,
  AppKitElements,
  AppKitNetworkButtonAttributes,
} from './elements/jsx.js';
// What useAppKitTheme gives back: the variables under the names the app set them (AppKit's meaning).
export type { AppThemeVariables as ThemeVariables } from '@walletport/core/internal';

// Core types apps write against (AppKit exports the same names from its React entry).
export type {
  AccountStatus,
  /** AppKit's name for an account's connection status. */
  AccountStatus as ConnectionStatus,
  AccountType,
  AdapterAccount,
  AppKitAccountSnapshot,
  AppKitEventRecord,
  AppKitNetworkSnapshot,
  AppKitOptions,
  AppKitPublicState,
  CaipAddress,
  CaipNetwork,
  CaipNetwork as AppKitNetwork,
  CaipNetworkId,
  ChainAdapter,
  ChainNamespace,
  ConnectedWalletInfo,
  ConnectMethod,
  ConnectorType,
  CustomWallet,
  /** AppKit's name for the `features` option. */
  FeaturesInput as Features,
  Metadata,
  OpenableView,
  RouterView,
  ThemeMode,
  ThemeVariablesInput,
  /** AppKit's name for the `tokens` option. */
  TokensOption as Tokens,
  WalletFeature,
  WalletportEventMap,
  WalletportEventName,
} from '@walletport/core';
export { WalletportError } from '@walletport/core';
