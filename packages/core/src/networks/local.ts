import { WalletportError } from '../errors/base.js';
import { defineCaipNetwork } from './define-caip-network.js';
import { freezeDeep } from './freeze-deep.js';
import type { EvmCaipNetwork, NativeCurrency, NetworkContracts, RpcUrls } from './types.js';

const LOCAL_HOST = '127.0.0.1';
const MAX_PORT = 65_535;

export type LocalDevnetOptions = {
  /** eip155 chain id the node reports (anvil's --chain-id). */
  id: number;
  name: string;
  nativeCurrency?: NativeCurrency;
  imageId?: string;
  /** E.g. Multicall3 once the devnet deploys it. */
  contracts?: NetworkContracts;
} & (
  | {
      /** Port of a node on 127.0.0.1; HTTP and WebSocket are both served there, as anvil does. */
      port: number;
      rpcUrl?: never;
    }
  | {
      /** Full http(s) URL of the node, for a node elsewhere than 127.0.0.1. */
      rpcUrl: string;
      port?: never;
    }
);

/**
 * A local development chain (anvil, hardhat) as a network. A factory rather than constants alone because
 * ports are configurable in the local stack.
 * Throws WalletportError 'Invalid local devnet options' for a bad port or URL, and
 * InvalidCaipNetworkIdError for a bad id.
 */
export function localDevnet(options: LocalDevnetOptions): EvmCaipNetwork {
  const network = defineCaipNetwork({
    id: options.id,
    chainNamespace: 'eip155',
    name: options.name,
    testnet: true,
    nativeCurrency: options.nativeCurrency ?? { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: localRpcUrls(options) },
    assets: { imageId: options.imageId ?? 'devnet' },
    ...(options.contracts === undefined ? {} : { contracts: options.contracts }),
  });
  return freezeDeep(network as EvmCaipNetwork);
}

function localRpcUrls(options: LocalDevnetOptions): RpcUrls {
  if (options.port !== undefined) {
    const { port } = options;
    if (!Number.isInteger(port) || port < 1 || port > MAX_PORT) {
      throw invalidOptions(`port must be an integer from 1 to ${MAX_PORT}, got ${JSON.stringify(port)}`);
    }
    return { http: [`http://${LOCAL_HOST}:${port}`], webSocket: [`ws://${LOCAL_HOST}:${port}`] };
  }
  if (typeof options.rpcUrl === 'string') {
    const url = URL.canParse(options.rpcUrl) ? new URL(options.rpcUrl) : undefined;
    if (url === undefined || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
      throw invalidOptions(`rpcUrl must be an http(s) URL, got ${JSON.stringify(options.rpcUrl)}`);
    }
    return { http: [options.rpcUrl] };
  }
  throw invalidOptions('either port or rpcUrl is required');
}

function invalidOptions(details: string): WalletportError {
  return new WalletportError('Invalid local devnet options', {
    code: 'INVALID_LOCAL_DEVNET_OPTIONS',
    details,
  });
}

/**
 * Multicall3 on the local stack's chains: the devnet deploys it first from account 0 on a fresh chain, so
 * the address is the same on every start (tools/devnet checks that it matches).
 */
export const LOCAL_DEVNET_CONTRACTS: NetworkContracts = {
  multicall3: { address: '0x5FbDB2315678afecb367f032d93F642f64180aa3', blockCreated: 1 },
};

/** The first chain of the local stack (anvil on port 8545). */
export const walletportDevnet = localDevnet({
  id: 31_337,
  name: 'Walletport Devnet',
  port: 8545,
  contracts: LOCAL_DEVNET_CONTRACTS,
});

/** The second chain of the local stack, so network switching is real in development. */
export const walletportDevnet2 = localDevnet({
  id: 31_338,
  name: 'Walletport Devnet 2',
  port: 8546,
  contracts: LOCAL_DEVNET_CONTRACTS,
});

export const LOCAL_DEVNETS = Object.freeze([walletportDevnet, walletportDevnet2] as const);
