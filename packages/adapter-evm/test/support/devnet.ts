/** Two real anvil chains on free ports, the networks describing them, and a log of RPC requests. */
import type { Transport } from '@wagmi/core';
import { type EvmCaipNetwork, localDevnet } from '@walletport/core';
import { DEVNET_CONTRACTS, type Devnet, findFreePorts, startDevnet } from '@walletport/devnet';
import { createPublicClient, defineChain, http, type PublicClient } from 'viem';

export interface RpcRequestRecord {
  chainId: number;
  method: string;
  params: unknown;
}

export interface TestChains {
  devnet: Devnet;
  /** 31337 and 31338, each declaring the deployed Multicall3. */
  networks: [EvmCaipNetwork, EvmCaipNetwork];
  /** The adapter's transports; every JSON-RPC request they send is appended to `rpcLog`. */
  transports: Record<number, Transport>;
  rpcLog: RpcRequestRecord[];
  /** A viem client straight to the node, independent of the adapter. */
  publicClient(chainId: number): PublicClient;
}

export async function startTestChains(): Promise<TestChains> {
  const [port1, port2] = (await findFreePorts(2)) as [number, number];
  const devnet = await startDevnet({
    chains: [
      { id: 31337, name: 'Walletport Devnet', port: port1 },
      { id: 31338, name: 'Walletport Devnet 2', port: port2 },
    ],
  });
  const networks = devnet.chains.map((chain) =>
    localDevnet({
      id: chain.id,
      name: chain.name,
      port: chain.port,
      contracts: { multicall3: { address: DEVNET_CONTRACTS.multicall3, blockCreated: 1 } },
    }),
  ) as [EvmCaipNetwork, EvmCaipNetwork];
  const rpcLog: RpcRequestRecord[] = [];
  const transports: Record<number, Transport> = {};
  for (const chain of devnet.chains) {
    transports[chain.id] = http(chain.rpcUrl, {
      onFetchRequest(_request, init) {
        const body = JSON.parse(String(init.body)) as
          | { method: string; params: unknown }
          | { method: string; params: unknown }[];
        for (const entry of Array.isArray(body) ? body : [body]) {
          rpcLog.push({ chainId: chain.id, method: entry.method, params: entry.params });
        }
      },
    });
  }
  return {
    devnet,
    networks,
    transports,
    rpcLog,
    publicClient(chainId) {
      const chain = devnet.chains.find((candidate) => candidate.id === chainId);
      if (chain === undefined) throw new Error(`no devnet chain ${chainId}`);
      return createPublicClient({
        chain: defineChain({
          id: chain.id,
          name: chain.name,
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          rpcUrls: { default: { http: [chain.rpcUrl] } },
        }),
        transport: http(chain.rpcUrl),
      });
    },
  };
}

/** The rejection of a promise, for asserting on the error; fails the test when it resolves. */
export async function rejectionOf(promise: Promise<unknown>): Promise<Error & Record<string, unknown>> {
  try {
    await promise;
  } catch (error) {
    return error as Error & Record<string, unknown>;
  }
  throw new Error('expected a rejection, but the promise resolved');
}
