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
  AppKitStores,
  CreateAppKitOptions,
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
export { AppKitProvider } from './context.js';
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
export { type UseAppKitNetworkReturn, useAppKitNetwork } from './hooks/use-app-kit-network.js';
export { type UseAppKitProviderReturn, useAppKitProvider } from './hooks/use-app-kit-provider.js';
export { type UseAppKitStateReturn, useAppKitState } from './hooks/use-app-kit-state.js';
export { type UseAppKitThemeReturn, useAppKitTheme } from './hooks/use-app-kit-theme.js';
export { type UseDisconnectReturn, useDisconnect } from './hooks/use-disconnect.js';
export { type UseWalletInfoReturn, useWalletInfo } from './hooks/use-wallet-info.js';
export type { Locale } from './i18n/index.js';

// Core types apps write against (AppKit exports the same names from its React entry).
export type {
  AccountStatus,
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
  ConnectorType,
  Metadata,
  OpenableView,
  RouterView,
  ThemeMode,
  ThemeVariables,
  ThemeVariablesInput,
  WalletportEventMap,
  WalletportEventName,
} from '@walletport/core';
export { WalletportError } from '@walletport/core';
