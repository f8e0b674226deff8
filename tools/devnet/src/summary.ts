/** The text the CLI prints once the devnet is up: where to connect, and what is deployed where. */
import { DEVNET_ACCOUNT_BALANCE_ETH, DEVNET_ACCOUNT_COUNT, DEVNET_MNEMONIC } from './chains.js';
import { DEVNET_TOKEN_AMOUNT_PER_HOLDER, DEVNET_TOKEN_HOLDER_COUNT, DEVNET_TOKENS } from './deployments.js';
import type { Devnet } from './devnet.js';

export function formatDevnetSummary(devnet: Pick<Devnet, 'chains' | 'contracts'>, startupMs: number): string {
  const nameWidth = Math.max(...devnet.chains.map((chain) => chain.name.length));
  const amount = DEVNET_TOKEN_AMOUNT_PER_HOLDER.toLocaleString('en-US');
  const lines = [
    `Walletport devnet is up (${devnet.chains.length} chains, started in ${Math.round(startupMs)} ms)`,
    '',
    'Chains:',
    ...devnet.chains.map((chain) => `  ${chain.name.padEnd(nameWidth)}  chain ${chain.id}  ${chain.rpcUrl}`),
    '',
    'Contracts (same address on every chain):',
    `  Multicall3  ${devnet.contracts.multicall3}`,
    `  ${DEVNET_TOKENS.wpusd.symbol.padEnd(10)}  ${devnet.contracts.wpusd}  ${DEVNET_TOKENS.wpusd.name}, ${DEVNET_TOKENS.wpusd.decimals} decimals`,
    `  ${DEVNET_TOKENS.wpt.symbol.padEnd(10)}  ${devnet.contracts.wpt}  ${DEVNET_TOKENS.wpt.name}, ${DEVNET_TOKENS.wpt.decimals} decimals`,
    '',
    `Accounts: mnemonic "${DEVNET_MNEMONIC}"`,
    `  ${DEVNET_ACCOUNT_COUNT} accounts with ${DEVNET_ACCOUNT_BALANCE_ETH} ETH each; accounts 0-${DEVNET_TOKEN_HOLDER_COUNT - 1} also hold ${amount} ${DEVNET_TOKENS.wpusd.symbol} and ${amount} ${DEVNET_TOKENS.wpt.symbol}.`,
    '',
    'Press Ctrl-C to stop.',
  ];
  return lines.join('\n');
}
