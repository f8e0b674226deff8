import { createPublicClient, createTestClient, http, parseEther, type Address } from 'viem';
import type { CoreHelpers } from './core.js';
import { chainOf, type E2eStack } from './stack.js';

/** The native balance read from the devnet node, formatted the way the modal must show it. */
export async function expectedBalance(
  stack: E2eStack,
  core: CoreHelpers,
  chainId: number,
  address: Address,
): Promise<string> {
  const client = createPublicClient({ transport: http(chainOf(stack, chainId).rpcUrl) });
  const wei = await client.getBalance({ address });
  return core.formatBalance(core.formatUnits(wei, 18), { symbol: 'ETH' });
}

/** Gives `address` an exact balance on one chain (anvil), so a change of network shows a different amount. */
export async function setBalance(
  stack: E2eStack,
  chainId: number,
  address: Address,
  ether: string,
): Promise<void> {
  const client = createTestClient({ mode: 'anvil', transport: http(chainOf(stack, chainId).rpcUrl) });
  await client.setBalance({ address, value: parseEther(ether) });
}
