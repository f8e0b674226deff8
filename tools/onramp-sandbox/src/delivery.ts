/**
 * Delivery of a purchase: the treasury account (devnet account 3, funded with ether and WPUSD when the
 * devnet starts) sends the bought amount to the destination and the receipt is awaited. Transfers on one
 * chain go one at a time, so two purchases paid together never take the same nonce.
 */
import { devnetAccount } from '@walletport/devnet';
import { type Address, createWalletClient, erc20Abi, type Hex, http, publicActions } from 'viem';
import type { SandboxAsset, SandboxChain } from './catalogue.js';

/** The devnet account the sandbox pays out of. */
export const TREASURY_ACCOUNT_INDEX = 3;

export class DeliveryFailed extends Error {
  override readonly name = 'DeliveryFailed';
}

export interface Delivery {
  chain: SandboxChain;
  asset: SandboxAsset;
  to: Address;
  units: bigint;
}

export interface Deliverer {
  /** The treasury's address. */
  treasury: Address;
  deliver(delivery: Delivery): Promise<Hex>;
}

export function createDeliverer(accountIndex = TREASURY_ACCOUNT_INDEX): Deliverer {
  const account = devnetAccount(accountIndex);
  const queues = new Map<number, Promise<unknown>>();

  const send = async ({ chain, asset, to, units }: Delivery): Promise<Hex> => {
    const client = createWalletClient({
      account,
      chain: {
        id: chain.id,
        name: chain.name,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [chain.rpcUrl] } },
      },
      transport: http(chain.rpcUrl, { retryCount: 0, timeout: 10_000 }),
    }).extend(publicActions);
    let hash: Hex;
    try {
      hash =
        asset.token === undefined
          ? await client.sendTransaction({ to, value: units })
          : await client.writeContract({
              address: asset.token,
              abi: erc20Abi,
              functionName: 'transfer',
              args: [to, units],
            });
    } catch {
      // viem's message names the RPC URL and the raw call: the visitor needs none of it.
      throw new DeliveryFailed(`The transfer on ${chain.name} could not be sent.`);
    }
    const receipt = await client.waitForTransactionReceipt({ hash, timeout: 30_000 }).catch(() => {
      throw new DeliveryFailed(`The transfer on ${chain.name} was sent but not confirmed.`);
    });
    if (receipt.status !== 'success') throw new DeliveryFailed(`The transfer on ${chain.name} failed.`);
    return hash;
  };

  return {
    treasury: account.address,
    deliver(delivery) {
      const previous = queues.get(delivery.chain.id) ?? Promise.resolve();
      const next = previous.catch(() => undefined).then(() => send(delivery));
      queues.set(delivery.chain.id, next);
      return next;
    },
  };
}
