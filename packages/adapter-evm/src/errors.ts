/**
 * The adapter's own error catalogue. Texts naming `WagmiAdapter` belong to this package, not to core's
 * catalogue (docs/architecture.md: each package has one job; core knows no adapter). The texts are
 * AppKit's, word for word, because apps match on them; the codes are stable and carried on the error,
 * so nobody has to read the text to know what happened. A UI shows these short messages as they are
 * (they are developer texts, not translated: docs/react.md).
 */
import { type ErrorCategory, WalletportError } from '@walletport/core';

export const WAGMI_ADAPTER_MESSAGES = {
  ADAPTER_SIGN_MESSAGE_FAILED: 'WagmiAdapter:signMessage - Sign message failed',
  ADAPTER_ESTIMATE_GAS_FAILED: 'WagmiAdapter:estimateGas - error estimating gas',
  ADAPTER_CONFIG_NOT_FOUND: 'WagmiAdapter: wagmi config not found',
  CAPABILITIES_CONNECTOR_NOT_FOUND: 'WagmiAdapter:getCapabilities - connector not found',
  CAPABILITIES_PROVIDER_NOT_FOUND: 'WagmiAdapter:getCapabilities - provider not found',
  GRANT_PERMISSIONS_CONNECTOR_NOT_FOUND: 'WagmiAdapter:grantPermissions - connector not found',
  GRANT_PERMISSIONS_PROVIDER_NOT_FOUND: 'WagmiAdapter:grantPermissions - provider not found',
  REVOKE_PERMISSIONS_CONNECTOR_NOT_FOUND: 'WagmiAdapter:revokePermissions - connector not found',
  REVOKE_PERMISSIONS_PROVIDER_NOT_FOUND: 'WagmiAdapter:revokePermissions - provider not found',
  GET_ASSETS_CONNECTOR_NOT_FOUND: 'WagmiAdapter:getAssets - connector not found',
  GET_ASSETS_PROVIDER_NOT_FOUND: 'WagmiAdapter:getAssets - provider not found',
} as const;

export type WagmiAdapterErrorCode = keyof typeof WAGMI_ADAPTER_MESSAGES;

export interface WagmiAdapterErrorOptions {
  details?: string;
  cause?: unknown;
  category?: ErrorCategory;
}

/** An adapter failure: `code` says which, `shortMessage` is the catalogue text, `cause` what wagmi threw. */
export class WagmiAdapterError<
  Code extends WagmiAdapterErrorCode = WagmiAdapterErrorCode,
> extends WalletportError {
  override name = 'WagmiAdapterError';
  declare readonly code: Code;

  constructor(code: Code, options: WagmiAdapterErrorOptions = {}) {
    super(WAGMI_ADAPTER_MESSAGES[code], { code, ...options });
  }
}
