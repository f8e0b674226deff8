import {
  type CaipNetwork,
  LOCAL_DEVNET_CONTRACTS,
  localDevnet,
  mainnet,
  sepolia,
} from '@walletport/core/internal';
import type { DemoConfig } from './config.js';

/**
 * Every network the demo can offer: the stack's devnet chains (Walletport Devnet and Devnet 2 on this
 * run's ports) and two catalogue networks, so the Networks view shows real mainnet/testnet entries too.
 */
export function availableNetworks(config: DemoConfig): [CaipNetwork, ...CaipNetwork[]] {
  const devnets = config.chains.map((chain) =>
    localDevnet({ id: chain.id, name: chain.name, port: chain.port, contracts: LOCAL_DEVNET_CONTRACTS }),
  );
  const catalogue: CaipNetwork[] = [mainnet, sepolia];
  return [...devnets, ...catalogue] as [CaipNetwork, ...CaipNetwork[]];
}

/** The chosen networks in the order of `available`; all of them when the choice names none of them. */
export function selectNetworks(
  available: readonly [CaipNetwork, ...CaipNetwork[]],
  chosenIds: readonly number[] | undefined,
): [CaipNetwork, ...CaipNetwork[]] {
  if (chosenIds === undefined) return [...available];
  const chosen = available.filter((network) => chosenIds.includes(Number(network.id)));
  const [first, ...rest] = chosen;
  return first === undefined ? [...available] : [first, ...rest];
}
