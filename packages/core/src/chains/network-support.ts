/**
 * Network support rules, pure. A network is supported if no requested networks exist or it is in the
 * requested list. Smart account is enabled only when the active network's numeric id is in the
 * enabled list.
 */
import type { CaipNetwork } from '../networks/index.js';

/** Supported if no requested networks exist or the id is in the requested list. */
export function isCaipNetworkIdSupported(
  caipNetworkId: string,
  requestedCaipNetworkIds: readonly string[],
): boolean {
  return requestedCaipNetworkIds.length === 0 || requestedCaipNetworkIds.includes(caipNetworkId);
}

/**
 * The same for a network object; a network requested under its older id (`deprecatedCaipNetworkId`, e.g.
 * an old Solana id kept in a wallet-connect session) is the same network and so supported.
 */
export function isNetworkSupported(
  network: Pick<CaipNetwork, 'caipNetworkId' | 'deprecatedCaipNetworkId'>,
  requestedCaipNetworkIds: readonly string[],
): boolean {
  return (
    isCaipNetworkIdSupported(network.caipNetworkId, requestedCaipNetworkIds) ||
    (network.deprecatedCaipNetworkId !== undefined &&
      requestedCaipNetworkIds.includes(network.deprecatedCaipNetworkId))
  );
}

const DECIMAL_INTEGER = /^(0|[1-9][0-9]*)$/;

/**
 * The numeric id of a network: eip155 ids are numbers; a reference written in decimal digits counts too.
 * Other references (Solana genesis hashes, 'cosmoshub-4') have no numeric id.
 */
export function numericNetworkId(id: number | string): number | undefined {
  if (typeof id === 'number') return Number.isSafeInteger(id) && id >= 0 ? id : undefined;
  if (!DECIMAL_INTEGER.test(id)) return undefined;
  const value = Number(id);
  return Number.isSafeInteger(value) ? value : undefined;
}

/** Smart account is enabled only when the active network's numeric id is in the enabled list. */
export function isSmartAccountEnabled(
  activeNetwork: Pick<CaipNetwork, 'id'> | undefined,
  smartAccountEnabledNetworks: readonly number[],
): boolean {
  if (activeNetwork === undefined) return false;
  const id = numericNetworkId(activeNetwork.id);
  return id !== undefined && smartAccountEnabledNetworks.includes(id);
}

/** The host options that decide what happens on an unsupported network (see docs/options.md). */
export interface NetworkSwitchOptions {
  /** Offer switching the wallet's network from the modal. Defaults to true, as in AppKit. */
  enableNetworkSwitch?: boolean | undefined;
  /** Let the visitor stay on a network the app did not request. Defaults to false. */
  allowUnsupportedChain?: boolean | undefined;
}

/**
 * A network not in the requested list, with switching enabled and unsupported chains not
 * allowed, opens UnsupportedChain and the unsupported-network UI.
 */
export function shouldShowUnsupportedChain(supported: boolean, options: NetworkSwitchOptions): boolean {
  const enableNetworkSwitch = options.enableNetworkSwitch ?? true;
  const allowUnsupportedChain = options.allowUnsupportedChain ?? false;
  return !supported && enableNetworkSwitch && !allowUnsupportedChain;
}
