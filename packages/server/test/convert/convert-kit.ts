/**
 * Shared by the swap route tests: the devnet's tokens as CAIP-10 ids, the router's own answers read
 * straight from the chain, and a way to send the transactions the server builds as a wallet would.
 */
import { DEVNET_CONTRACTS, type Devnet, devnetAccount, devnetSwapRouterAbi } from '@walletport/devnet';
import type { FastifyInstance } from 'fastify';
import { type Address, erc20Abi, type Hex } from 'viem';
import { CAIP_CHAIN_ID, devnetClient, devnetWallet, withProject } from '../blockchain/chain-test-kit.js';

export const NATIVE = `${CAIP_CHAIN_ID}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`;
export const WPUSD = `${CAIP_CHAIN_ID}:${DEVNET_CONTRACTS.wpusd}`;
export const WPT = `${CAIP_CHAIN_ID}:${DEVNET_CONTRACTS.wpt}`;
export const WETH = `${CAIP_CHAIN_ID}:${DEVNET_CONTRACTS.weth}`;
export const ROUTER = DEVNET_CONTRACTS.swapRouter;

/** The swapping account: not 0 or 1 (the e2e accounts) nor 4 (the liquidity provider). */
export const TRADER_INDEX = 2;
export const trader = () => devnetAccount(TRADER_INDEX).address;

export async function getJson(app: FastifyInstance, path: string, query: Record<string, string>) {
  const response = await app.inject({ method: 'GET', url: withProject(path, query) });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

export async function postJson(app: FastifyInstance, path: string, body: Record<string, unknown>) {
  const response = await app.inject({
    method: 'POST',
    url: path,
    payload: { projectId: 'walletport-demo', ...body },
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

/** The router's getAmountsOut, read directly (the truth a quote must equal). */
export async function routerAmountsOut(devnet: Devnet, amountIn: bigint, path: readonly Address[]) {
  return devnetClient(devnet).readContract({
    address: ROUTER,
    abi: devnetSwapRouterAbi,
    functionName: 'getAmountsOut',
    args: [amountIn, [...path]],
  });
}

export async function tokenBalance(devnet: Devnet, token: Address, owner: Address): Promise<bigint> {
  return devnetClient(devnet).readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  });
}

export interface BuiltTx {
  to: string;
  data: Hex;
  value?: string;
  amount?: string;
  eip155: { gas?: string; gasPrice: string };
}

/** Sends a transaction the server built, from devnet account `index`; resolves to the receipt. */
export async function sendBuilt(devnet: Devnet, index: number, tx: BuiltTx) {
  const wallet = devnetWallet(devnet, index);
  const to = tx.to.split(':')[2] as Address;
  const hash = await wallet.sendTransaction({
    to,
    data: tx.data,
    value: BigInt(tx.amount ?? tx.value ?? '0'),
    ...(tx.eip155.gas === undefined ? {} : { gas: BigInt(tx.eip155.gas) }),
    gasPrice: BigInt(tx.eip155.gasPrice),
  });
  return devnetClient(devnet).waitForTransactionReceipt({ hash, pollingInterval: 50 });
}
