import { createPublicClient, defineChain, http, type PublicClient } from 'viem';

/** What global setup started, handed to the test workers through an environment variable. */
export interface E2eStack {
  origin: string;
  chains: Array<{ id: number; name: string; rpcUrl: string }>;
  contracts: Record<string, string>;
}

export const stackEnvVar = 'WALLETPORT_DEV_WALLET_E2E_STACK';

export function readStack(): E2eStack {
  const raw = process.env[stackEnvVar];
  if (!raw)
    throw new Error(`${stackEnvVar} is not set: run through playwright.config.ts (its global setup sets it)`);
  return JSON.parse(raw) as E2eStack;
}

/** The test page URL with the wallet pointed at this run's devnet ports (query-parameter config). */
export function testPageUrl(
  stack: E2eStack,
  page = 'index.html',
  extra: Record<string, unknown> = {},
): string {
  const config = encodeURIComponent(JSON.stringify({ chains: stack.chains, ...extra }));
  return `${stack.origin}/${page}?walletport-dev-wallet=${config}`;
}

export function publicClient(stack: E2eStack, chainId: number): PublicClient {
  const chain = stack.chains.find((c) => c.id === chainId);
  if (!chain) throw new Error(`no chain ${chainId} in the e2e stack`);
  return createPublicClient({
    chain: defineChain({
      id: chain.id,
      name: chain.name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    }),
    transport: http(chain.rpcUrl),
    // Anvil mines on every transaction: poll fast instead of viem's 4 s default.
    pollingInterval: 100,
  });
}
