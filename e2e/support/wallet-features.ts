/**
 * Chain-side helpers for the account feature tests (send, receive, activity): read balances from the
 * devnet node, make real transfers from other devnet accounts, and read a QR code off a screenshot.
 */
import type { Locator } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import {
  type Address,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  type Hash,
  http,
  parseUnits,
} from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { chainOf, type E2eStack } from './stack.js';

/** Anvil's public test mnemonic (the devnet's accounts): never used on a real chain. */
const DEVNET_MNEMONIC = 'test test test test test test test test test test test junk';

export const WPUSD: Address = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';
export const WPT: Address = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0';

export const devnetAddress = (index: number): Address =>
  mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: index }).address;

function clients(stack: E2eStack, chainId: number) {
  const transport = http(chainOf(stack, chainId).rpcUrl);
  return { publicClient: createPublicClient({ transport, pollingInterval: 50 }), transport };
}

export async function nativeBalance(stack: E2eStack, chainId: number, address: Address): Promise<bigint> {
  return clients(stack, chainId).publicClient.getBalance({ address });
}

export async function tokenBalance(
  stack: E2eStack,
  chainId: number,
  token: Address,
  owner: Address,
): Promise<bigint> {
  return clients(stack, chainId).publicClient.readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  });
}

/**
 * `count` token transfers of `amount` (whole units) from devnet account `fromIndex` to `to`, sent
 * back to back and awaited together: one block each on an auto-mining devnet.
 */
export async function sendTokenTransfers(
  stack: E2eStack,
  options: {
    chainId: number;
    fromIndex: number;
    to: Address;
    token: Address;
    decimals: number;
    amount: string;
    count: number;
  },
): Promise<Hash[]> {
  const { publicClient, transport } = clients(stack, options.chainId);
  const account = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: options.fromIndex });
  const chain = {
    id: options.chainId,
    name: `devnet ${options.chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chainOf(stack, options.chainId).rpcUrl] } },
  } as const;
  const wallet = createWalletClient({ account, chain, transport });
  let nonce = await publicClient.getTransactionCount({ address: account.address, blockTag: 'pending' });
  const hashes: Hash[] = [];
  for (let index = 0; index < options.count; index++) {
    hashes.push(
      await wallet.writeContract({
        address: options.token,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [options.to, parseUnits(options.amount, options.decimals)],
        nonce: nonce++,
      }),
    );
  }
  await Promise.all(hashes.map((hash) => publicClient.waitForTransactionReceipt({ hash })));
  return hashes;
}

/** The text a QR code on screen encodes, read from a screenshot of `target` (as a phone camera would). */
export async function readQrCode(target: Locator): Promise<string | null> {
  const png = PNG.sync.read(await target.screenshot());
  const pixels = new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.byteLength);
  return jsQR(pixels, png.width, png.height)?.data ?? null;
}
