import { type APIRequestContext, expect } from '@playwright/test';
import type { E2eStack } from './stack.js';

/** The demo's project on the stack's Walletport server (apps/demo/src/main.tsx). */
const DEMO_PROJECT_ID = 'walletport-demo';

/**
 * The Walletport server caches a balance for 30 s; a balance set on the node behind its back is
 * not what the page is served until then. Asks the server once with forceUpdate, which reads the node
 * again and keeps that answer for the page's ordinary requests.
 */
export async function refreshServerBalance(
  request: APIRequestContext,
  stack: E2eStack,
  chainId: number,
  address: string,
): Promise<void> {
  const config = await request.get(`${stack.demo}/config.json`);
  const { apiUrl } = (await config.json()) as { apiUrl?: string };
  if (apiUrl === undefined) return; // no server: the page asks the node itself
  const answer = await request.get(`${apiUrl}/v1/account/${address}/balance`, {
    params: { projectId: DEMO_PROJECT_ID, currency: 'usd', chainId: `eip155:${chainId}`, forceUpdate: true },
    headers: { origin: stack.demo },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}
