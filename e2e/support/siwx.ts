/**
 * The stack's Walletport server keeps sign-in sessions in a database that lives between runs, and lists
 * a caller every live session of its address. Tests that count on "no session yet" first sign the dev
 * wallet's account out everywhere, through the same /auth/v1 routes a browser uses.
 */
import { type APIRequestContext, expect } from '@playwright/test';
import { privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import type { E2eStack } from './stack.js';

/** The demo's project on the stack's server (apps/demo/src/main.tsx). */
const DEMO_PROJECT_ID = 'walletport-demo';
/** Account 0 of the public test mnemonic (the dev wallet's first account); its key is public too. */
const ACCOUNT_0_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';

/** Revokes every live session of the dev wallet's first account in the demo project. */
export async function signOutEverywhere(request: APIRequestContext, stack: E2eStack): Promise<void> {
  const config = (await (await request.get(`${stack.demo}/config.json`)).json()) as { apiUrl?: string };
  if (config.apiUrl === undefined) return; // no server: sessions live in the (cleared) page storage
  const url = (path: string) => `${config.apiUrl}/auth/v1/${path}?projectId=${DEMO_PROJECT_ID}`;
  const headers = { origin: stack.demo };
  const account = privateKeyToAccount(ACCOUNT_0_KEY);

  const nonceAnswer = await request.post(url('nonce'), { headers });
  expect(nonceAnswer.ok(), await nonceAnswer.text()).toBe(true);
  const { nonce, token: nonceToken } = (await nonceAnswer.json()) as { nonce: string; token: string };
  const message = createSiweMessage({
    address: account.address,
    chainId: stack.chains[0]?.id ?? 31337,
    domain: new URL(stack.demo).host,
    uri: stack.demo,
    version: '1',
    nonce,
    issuedAt: new Date(),
  });
  const signature = await account.signMessage({ message });
  const signedIn = await request.post(url('authenticate'), {
    headers,
    data: { message, signature, nonceToken },
  });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
  const { token } = (await signedIn.json()) as { token: string };
  // With the address, every session of that address in the project goes, on every chain.
  const signedOut = await request.post(url('sign-out'), {
    headers: { ...headers, authorization: `Bearer ${token}` },
    data: { address: account.address },
  });
  expect(signedOut.status(), await signedOut.text()).toBe(204);
}
