import {
  type CaipNetwork,
  LOCAL_DEVNET_CONTRACTS,
  localDevnet,
  localSolana,
  mainnet,
  sepolia,
} from '@walletport/core/internal';
import type { DemoConfig } from './config.js';
import type { DemoChainMode } from './settings.js';

/**
 * Every network the demo can offer: the stack's devnet chains (Walletport Devnet and Devnet 2 on this
 * run's ports) and two catalogue networks, so the Networks view shows real mainnet/testnet entries too;
 * with Solana, the stack's local Solana chain (first when it is the only namespace).
 */
export function availableNetworks(
  config: DemoConfig,
  mode: DemoChainMode = 'evm',
): [CaipNetwork, ...CaipNetwork[]] {
  const devnets = config.chains.map((chain) => {
    const devnet = localDevnet({
      id: chain.id,
      name: chain.name,
      port: chain.port,
      contracts: LOCAL_DEVNET_CONTRACTS,
    });
    // Endpoints given by the configuration replace the node's own; the adapter tries them in order.
    return chain.rpcUrls === undefined
      ? devnet
      : { ...devnet, rpcUrls: { ...devnet.rpcUrls, default: { http: chain.rpcUrls } } };
  });
  const evm: CaipNetwork[] = [...devnets, mainnet, sepolia];
  const solana: CaipNetwork[] =
    mode === 'evm' || config.solana === undefined ? [] : [localSolana({ port: config.solana.port })];
  const networks = mode === 'solana' && solana.length > 0 ? solana : [...evm, ...solana];
  return networks as [CaipNetwork, ...CaipNetwork[]];
}

/** The chosen networks in the order of `available`; all of them when the choice names none of them. */
export function selectNetworks(
  available: readonly [CaipNetwork, ...CaipNetwork[]],
  chosenIds: readonly number[] | undefined,
): [CaipNetwork, ...CaipNetwork[]] {
  if (chosenIds === undefined) return [...available];
  // The ids are eip155 chain ids; other namespaces' networks follow the chains setting instead.
  const chosen = available.filter(
    (network) => network.chainNamespace !== 'eip155' || chosenIds.includes(Number(network.id)),
  );
  const [first, ...rest] = chosen;
  return first === undefined ? [...available] : [first, ...rest];
}
