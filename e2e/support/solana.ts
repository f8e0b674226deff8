/**
 * The local Solana chain as the tests read it (straight from its JSON-RPC, independent of the modal), and
 * the Solana side of the dev wallet: account 0 of the test mnemonic at m/44'/501'/0'/0'.
 */
import { type APIRequestContext, expect } from '@playwright/test';
import { ed25519 } from '@noble/curves/ed25519';
import { base58 } from '@scure/base';
import { signWithKeypair, solanaTestKeypair } from '@walletport/solnet/keys';
import type { E2eStack } from './stack.js';

export const SOLANA_ACCOUNT_0 = solanaTestKeypair(0).address;
export const SOLANA_ACCOUNT_1 = solanaTestKeypair(1).address;
/** The demo token's mint (tools/solnet derives it from the test mnemonic). */
export const WPUSD_MINT = '6XB1Ki4QQQqtGDDkfgfqYkLMGSpQy14SizdhkAa3ZqYZ';

async function rpc<T>(stack: E2eStack, method: string, params: unknown[]): Promise<T> {
  const response = await fetch(stack.solana.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const answer = (await response.json()) as { result?: T; error?: { message: string } };
  if (answer.error !== undefined) throw new Error(`${method}: ${answer.error.message}`);
  return answer.result as T;
}

/** Lamports of `address`. */
export async function lamportsOf(stack: E2eStack, address: string): Promise<bigint> {
  const { value } = await rpc<{ value: number }>(stack, 'getBalance', [address, { commitment: 'confirmed' }]);
  return BigInt(value);
}

/** WPUSD of `owner` in its smallest unit (6 decimals); 0 without a token account. */
export async function wpusdOf(stack: E2eStack, owner: string): Promise<bigint> {
  const { value } = await rpc<{
    value: { account: { data: { parsed: { info: { tokenAmount: { amount: string } } } } } }[];
  }>(stack, 'getTokenAccountsByOwner', [owner, { mint: WPUSD_MINT }, { encoding: 'jsonParsed' }]);
  return value.reduce((sum, item) => sum + BigInt(item.account.data.parsed.info.tokenAmount.amount), 0n);
}

/** True when `signature` (base58) is account 0's Ed25519 signature of `message`. */
export function signedByAccount0(message: string, signature: string): boolean {
  return ed25519.verify(
    base58.decode(signature),
    new TextEncoder().encode(message),
    base58.decode(SOLANA_ACCOUNT_0),
  );
}

/** The demo's project on the stack's server (apps/demo/src/main.tsx). */
const DEMO_PROJECT_ID = 'walletport-demo';

/**
 * Signs the Solana account out of every server session in the demo project (the server's database lives
 * between runs), by signing in once through the /auth/v1 routes a browser uses and then signing out.
 */
export async function signOutSolanaEverywhere(request: APIRequestContext, stack: E2eStack): Promise<void> {
  const config = (await (await request.get(`${stack.demo}/config.json`)).json()) as { apiUrl?: string };
  if (config.apiUrl === undefined) return;
  const url = (path: string) => `${config.apiUrl}/auth/v1/${path}?projectId=${DEMO_PROJECT_ID}`;
  const headers = { origin: stack.demo };
  const nonceAnswer = await request.post(url('nonce'), { headers });
  expect(nonceAnswer.ok(), await nonceAnswer.text()).toBe(true);
  const { nonce, token: nonceToken } = (await nonceAnswer.json()) as { nonce: string; token: string };
  const reference = stack.solana.caipNetworkId.split(':')[1];
  const message = [
    `${new URL(stack.demo).host} wants you to sign in with your Solana account:`,
    SOLANA_ACCOUNT_0,
    '',
    '',
    `URI: ${stack.demo}`,
    'Version: 1',
    `Chain ID: ${reference}`,
    `Nonce: ${nonce}`,
    `Issued At: ${new Date().toISOString()}`,
  ].join('\n');
  const signature = base58.encode(signWithKeypair(solanaTestKeypair(0), new TextEncoder().encode(message)));
  const signedIn = await request.post(url('authenticate'), {
    headers,
    data: { message, signature, nonceToken },
  });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
  const { token } = (await signedIn.json()) as { token: string };
  const signedOut = await request.post(url('sign-out'), {
    headers: { ...headers, authorization: `Bearer ${token}` },
    data: { address: SOLANA_ACCOUNT_0 },
  });
  expect(signedOut.status(), await signedOut.text()).toBe(204);
}
