import type { CaipNetwork, ResolvedOptions } from '@walletport/core/internal';

/**
 * The app's own image for a network (the `chainImages` option, keyed by chain id as AppKit does; a full
 * CAIP-2 id is accepted too). Undefined lets NetworkImage use the network's own asset.
 */
export function networkImageSrc(
  options: Pick<ResolvedOptions, 'chainImages'>,
  network: Pick<CaipNetwork, 'id' | 'caipNetworkId'>,
): string | undefined {
  return options.chainImages[String(network.id)] ?? options.chainImages[network.caipNetworkId];
}
