// The onramp sandbox's part of the stack: @walletport/onramp-sandbox in this process on
// WALLETPORT_ONRAMP_PORT (8791 by default; the relay has 8790), selling ETH and WPUSD on this run's devnet
// chains and delivering from devnet account 3. The server gets it as its only onramp provider
// (docs/local-stack.md, "Onramp sandbox").
import { ONRAMP_DEFAULT_PORT, ONRAMP_PORT_ENV, startOnrampSandbox } from '@walletport/onramp-sandbox';

export { ONRAMP_DEFAULT_PORT, ONRAMP_PORT_ENV };

export interface OnrampPart {
  /** e.g. http://127.0.0.1:8791: the API the server calls and the checkout pages visitors open. */
  url: string;
  stop(): Promise<void>;
}

export async function startOnrampPart(options: {
  port: number;
  chains: readonly { id: number; name: string; rpcUrl: string }[];
}): Promise<OnrampPart> {
  const sandbox = await startOnrampSandbox({ port: options.port, host: '127.0.0.1', chains: options.chains });
  return { url: sandbox.url, stop: () => sandbox.close() };
}

/** What the server needs to use the sandbox as its onramp provider. */
export function onrampServerEnv(sandboxUrl: string): Record<string, string> {
  return { ONRAMP_PROVIDERS: 'sandbox', ONRAMP_SANDBOX_URL: sandboxUrl };
}
