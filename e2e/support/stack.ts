/** What global setup started, handed to the test workers through an environment variable. */
export interface E2eStack {
  /** The demo site's origin, e.g. http://127.0.0.1:40123 */
  demo: string;
  chains: Array<{ id: number; name: string; rpcUrl: string }>;
  /** The local Solana chain's JSON-RPC and its CAIP-2 id. */
  solana: { rpcUrl: string; caipNetworkId: string };
  /** The embedded-wallet frame's page and the local mailbox (login codes). */
  frame: string;
  mailbox: string;
  /** The onramp sandbox's origin (checkout pages at /checkout/<session>). */
  onramp: string;
  /** The local identity provider's origin (tools/idp): /google, /apple, … each a provider. */
  idp: string;
  /** An ESM bundle of the core helpers the tests format expectations with (see core.ts). */
  coreBundle: string;
}

export const stackEnvVar = 'WALLETPORT_E2E_STACK';

/** The line support/stack-process.ts prints, followed by the stack's URLs as JSON, once it is up. */
export const stackReadyPrefix = 'WALLETPORT_E2E_STACK_READY ';

export function readStack(): E2eStack {
  const raw = process.env[stackEnvVar];
  if (!raw)
    throw new Error(`${stackEnvVar} is not set: run through e2e/playwright.config.ts (its global setup)`);
  return JSON.parse(raw) as E2eStack;
}

export function chainOf(stack: E2eStack, id: number): E2eStack['chains'][number] {
  const chain = stack.chains.find((c) => c.id === id);
  if (!chain) throw new Error(`no chain ${id} in the e2e stack`);
  return chain;
}
