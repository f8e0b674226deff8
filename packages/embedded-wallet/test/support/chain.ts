/** One real anvil chain (31337, @walletport/devnet) and a funded, fresh embedded-wallet key on it. */
import type { FrameNetwork } from '@walletport/core/embedded-protocol';
import { DEVNET_CONTRACTS, type Devnet, devnetAccount, findFreePorts, startDevnet } from '@walletport/devnet';
import {
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  erc20Abi,
  type Hex,
  http,
  type PublicClient,
  parseEther,
} from 'viem';
import { deriveKeys } from '../../src/frame/keys/derive.js';
import { createSeed } from '../../src/frame/keys/seed.js';
import { createEvmWallet, type EvmWallet } from '../../src/frame/wallet/evm-wallet.js';

export const CHAIN_ID = 31337;
export const NETWORK: FrameNetwork = {
  chainId: CHAIN_ID,
  name: 'Walletport Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
};

export interface TestChain {
  devnet: Devnet;
  rpcUrl: string;
  publicClient: PublicClient;
  /** Sends ETH and WPUSD (6 decimals, base units) from devnet account 0 to `to`. */
  fund(to: Address, ether: string, wpusd?: bigint): Promise<void>;
}

export async function startTestChain(): Promise<TestChain> {
  const [port] = (await findFreePorts(1)) as [number];
  const devnet = await startDevnet({ chains: [{ id: CHAIN_ID, name: NETWORK.name, port }] });
  const rpcUrl = devnet.chains[0]?.rpcUrl as string;
  const chain = defineChain({
    id: CHAIN_ID,
    name: NETWORK.name,
    nativeCurrency: NETWORK.nativeCurrency,
    rpcUrls: { default: { http: [rpcUrl] } },
  });
  const publicClient = createPublicClient({ chain, transport: http(rpcUrl) }) as PublicClient;
  const funder = createWalletClient({ account: devnetAccount(0), chain, transport: http(rpcUrl) });
  return {
    devnet,
    rpcUrl,
    publicClient,
    async fund(to, ether, wpusd) {
      const hashes: Hex[] = [await funder.sendTransaction({ to, value: parseEther(ether) })];
      if (wpusd !== undefined) {
        hashes.push(
          await funder.writeContract({
            address: DEVNET_CONTRACTS.wpusd,
            abi: erc20Abi,
            functionName: 'transfer',
            args: [to, wpusd],
          }),
        );
      }
      for (const hash of hashes) await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 });
    },
  };
}

/** A new embedded-wallet key, made the way the frame makes it. */
export function newWalletKey(): { privateKey: Hex; address: Address } {
  const keys = deriveKeys(createSeed());
  return { privateKey: keys.evm.privateKey, address: keys.evm.address };
}

/** A wallet on a new key, funded with 5 ETH and 1,000,000 base units of the demo token. */
export async function fundedWallet(chain: TestChain): Promise<EvmWallet> {
  const key = newWalletKey();
  const wallet = createEvmWallet({
    privateKey: key.privateKey,
    rpcUrl: () => chain.rpcUrl,
    networks: [NETWORK],
    pollingIntervalMs: 50,
  });
  await chain.fund(wallet.address, '5', 1_000_000n);
  return wallet;
}

/** The error a request was refused with; fails the test when it was not refused. */
export async function rejection(promise: Promise<unknown>): Promise<{ code: number; message: string }> {
  try {
    await promise;
  } catch (error) {
    return error as { code: number; message: string };
  }
  throw new Error('expected the request to fail');
}
