/**
 * The Solana chains the dev wallet knows. Wallet Standard names them `solana:mainnet` … `solana:localnet`;
 * WalletConnect names them by CAIP-2 (`solana:` + the first 32 characters of the genesis hash). Only the
 * local chain (tools/solnet) is ever sent to: the others exist so a dapp configured for them can still ask
 * for signatures, which nobody can use there because the keys are public test keys with no funds.
 */
export const solanaStandardChains = [
  'solana:mainnet',
  'solana:devnet',
  'solana:testnet',
  'solana:localnet',
] as const;

export type SolanaStandardChain = (typeof solanaStandardChains)[number];

/** The chain the wallet sends to. */
export const solanaLocalChain: SolanaStandardChain = 'solana:localnet';

/** The local chain's genesis hash (base58 of sha256("walletport-solnet-genesis"), see tools/solnet). */
export const solnetGenesisHash = 'AMFM6DpP3NqsHURXMy6B5WQp7P4wkGsP2NrKvqP5BtQX';

/** CAIP-2 ids (WalletConnect) of the same chains. */
export const solanaCaipChains: Readonly<Record<string, SolanaStandardChain>> = {
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'solana:mainnet',
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': 'solana:devnet',
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'solana:testnet',
  [`solana:${solnetGenesisHash.slice(0, 32)}`]: 'solana:localnet',
};

export const solanaChainNames: Readonly<Record<SolanaStandardChain, string>> = {
  'solana:mainnet': 'Solana Mainnet (sign only)',
  'solana:devnet': 'Solana Devnet (sign only)',
  'solana:testnet': 'Solana Testnet (sign only)',
  'solana:localnet': 'Solana Local',
};

/** tools/solnet's default port (WALLETPORT_SOLNET_PORT). */
export const defaultSolanaRpcUrl = 'http://127.0.0.1:8899';

export function isSolanaStandardChain(value: unknown): value is SolanaStandardChain {
  return typeof value === 'string' && (solanaStandardChains as readonly string[]).includes(value);
}

/** The demo token of the local chain, so transfers of it read as "12.5 WPUSD" in the panel. */
export const solnetDemoToken = {
  mint: '6XB1Ki4QQQqtGDDkfgfqYkLMGSpQy14SizdhkAa3ZqYZ',
  symbol: 'WPUSD',
  decimals: 6,
} as const;

/** Wallets show Solana addresses as Aqyn…UFxD. */
export function shortSolanaAddress(address: string): string {
  return address.length > 10 ? `${address.slice(0, 4)}…${address.slice(-4)}` : address;
}
