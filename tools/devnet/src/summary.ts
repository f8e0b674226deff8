/** The text the CLI prints once the devnet is up: where to connect, and what is deployed where. */
import { DEVNET_ACCOUNT_BALANCE_ETH, DEVNET_ACCOUNT_COUNT, DEVNET_MNEMONIC } from './chains.js';
import { DEVNET_COLLECTIBLES } from './collectibles.js';
import { DEVNET_TOKEN_AMOUNT_PER_HOLDER, DEVNET_TOKEN_HOLDER_COUNT, DEVNET_TOKENS } from './deployments.js';
import type { Devnet } from './devnet.js';
import { DEVNET_FARCASTER_ACCOUNT } from './farcaster.js';
import { DEVNET_DEFAULT_PRICES, DEVNET_PRICE_FEEDS, type DevnetPricedAsset } from './price-feeds.js';
import { DEVNET_SWAP_POOLS } from './swap-pools.js';

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
    ...(Object.keys(DEVNET_PRICE_FEEDS) as DevnetPricedAsset[]).map((asset) => {
      const feed = DEVNET_PRICE_FEEDS[asset];
      return `  ${'Feed'.padEnd(10)}  ${devnet.contracts[feed.contract]}  ${feed.description} ${DEVNET_DEFAULT_PRICES[asset]} at start`;
    }),
    `  ${'NFTs'.padEnd(10)}  ${devnet.contracts.collectibles}  ${DEVNET_COLLECTIBLES.name} (${DEVNET_COLLECTIBLES.symbol}), ids 1-${DEVNET_COLLECTIBLES.tokenIds.length}`,
    `  ${'WETH'.padEnd(10)}  ${devnet.contracts.weth}  Wrapped Ether`,
    `  ${'Swaps'.padEnd(10)}  ${devnet.contracts.swapRouter}  router (factory ${devnet.contracts.swapFactory}), pools ${DEVNET_SWAP_POOLS.map((pool) => pool.assets.join('/').toUpperCase()).join(', ')}`,
    `  ${'Farcaster'.padEnd(10)}  ${devnet.contracts.idRegistry}  ID registry; fid ${DEVNET_FARCASTER_ACCOUNT.fid} '${DEVNET_FARCASTER_ACCOUNT.username}' is account ${DEVNET_FARCASTER_ACCOUNT.accountIndex}`,
    '',
    `Accounts: mnemonic "${DEVNET_MNEMONIC}"`,
    `  ${DEVNET_ACCOUNT_COUNT} accounts with ${DEVNET_ACCOUNT_BALANCE_ETH} ETH each; accounts 0-${DEVNET_TOKEN_HOLDER_COUNT - 1} also hold ${amount} ${DEVNET_TOKENS.wpusd.symbol} and ${amount} ${DEVNET_TOKENS.wpt.symbol}.`,
    '  Account 0 (the dev wallet’s first) starts with collectibles and a few weeks of transfers (docs/local-stack.md).',
    '',
    'Press Ctrl-C to stop.',
  ];
  return lines.join('\n');
}
