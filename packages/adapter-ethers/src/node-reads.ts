/**
 * Reads from a network's node (not the wallet) with ethers' JsonRpcProvider: native balances, gas and
 * fee estimates. They work before and without a connection. Loaded on first use: this module is where
 * the adapter first imports ethers.
 */
import { type CaipNetwork, toEvmChainId } from '@walletport/core/internal';
import { Network } from 'ethers';
import { EndpointsProvider, rpcUrlsOf } from './node-endpoints.js';

export interface NodeReader {
  /** eth_getBalance at 'latest', in wei. */
  getBalance(network: CaipNetwork, address: string): Promise<bigint>;
  /** eth_estimateGas of the transaction as `from` would send it. */
  estimateGas(
    network: CaipNetwork,
    transaction: { from: string; to: string; value?: bigint; data?: string },
  ): Promise<bigint>;
  /** The price per gas a wallet would offer now: ethers' EIP-1559 max fee, else the legacy gas price. */
  pricePerGas(network: CaipNetwork): Promise<bigint>;
}

/**
 * One reader per adapter; it keeps one provider per chain and list of RPC URLs, which falls back over them
 * (node-endpoints.ts) and remembers which one answered last.
 */
export function createNodeReader(): NodeReader {
  const providers = new Map<string, EndpointsProvider>();
  const providerFor = (network: CaipNetwork) => {
    const chainId = toEvmChainId(network.id);
    const urls = rpcUrlsOf(network);
    const key = `${chainId} ${urls.join(' ')}`;
    let provider = providers.get(key);
    if (provider === undefined) {
      // A static network: ethers would otherwise ask eth_chainId first, and retry forever every second
      // while a node is down. No batching: not every public endpoint accepts JSON-RPC batches. No
      // response cache: ethers reuses an answer for 250 ms, so a balance read right after a transaction
      // would show the old one (core's balance service caches on its own terms).
      provider = new EndpointsProvider(urls, Network.from(chainId), {
        staticNetwork: true,
        batchMaxCount: 1,
        cacheTimeout: -1,
      });
      providers.set(key, provider);
    }
    return provider;
  };
  return {
    getBalance: (network, address) => providerFor(network).getBalance(address, 'latest'),
    estimateGas: (network, { from, to, value, data }) =>
      providerFor(network).estimateGas({
        from,
        to,
        ...(value === undefined ? {} : { value }),
        ...(data === undefined ? {} : { data }),
      }),
    async pricePerGas(network) {
      const fees = await providerFor(network).getFeeData();
      const price = fees.maxFeePerGas ?? fees.gasPrice;
      if (price === null) throw new Error(`The node of ${network.caipNetworkId} reported no gas price.`);
      return price;
    },
  };
}
