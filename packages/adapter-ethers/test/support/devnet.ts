/** Two real anvil chains on free ports, the networks describing them, and ethers providers straight to them. */
import { type EvmCaipNetwork, localDevnet } from '@walletport/core';
import { DEVNET_CONTRACTS, type Devnet, findFreePorts, startDevnet } from '@walletport/devnet';
import { JsonRpcProvider, Network } from 'ethers';

export const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
export const ACCOUNT_1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

export interface TestChains {
  devnet: Devnet;
  /** 31337 and 31338, each declaring the deployed Multicall3. */
  networks: [EvmCaipNetwork, EvmCaipNetwork];
  /** An ethers provider to the node itself, independent of the adapter. */
  node(chainId: number): JsonRpcProvider;
  rpcUrl(chainId: number): string;
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
  const rpcUrl = (chainId: number) => {
    const chain = devnet.chains.find((candidate) => candidate.id === chainId);
    if (chain === undefined) throw new Error(`no devnet chain ${chainId}`);
    return chain.rpcUrl;
  };
  return {
    devnet,
    networks,
    rpcUrl,
    // No response cache: a balance read right after a transaction must see it.
    node: (chainId) =>
      new JsonRpcProvider(rpcUrl(chainId), Network.from(chainId), { staticNetwork: true, cacheTimeout: -1 }),
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
