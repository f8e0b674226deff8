/**
 * The one catalogue of well-known wallets, written once for every package that lists wallets without a
 * registry: React's bundled fallback list (used when no wallet registry answers) and the server's seed.
 * Public facts only: each wallet's name, its EIP-6963 reverse-DNS id where it announces one, its website,
 * the chains it supports and the app links it publishes. No images here: artwork/ has the real marks
 * of those it can name (walletArtwork), and consumers draw monograms for the rest.
 *
 * Ids are stable slugs of this list, not WalletConnect registry ids; a registry that wants the same wallet
 * recognised uses the rdns, which is what matches an installed wallet anyway. Chains are representative
 * CAIP-2 ids per namespace. Order is rank: roughly by how many people use each wallet, so the first entries
 * make sensible recommendations. `certified` marks the wallets a fresh server seeds with the certified badge.
 *
 * Plain data with no imports, so a bundler drops it wherever it is not used (React reaches it only through
 * a dynamically imported view).
 */

/** One well-known wallet's public facts (camelCase; each consumer maps it to its own wire shape). */
export interface KnownWallet {
  readonly id: string;
  readonly name: string;
  readonly homepage: string;
  readonly chains: readonly string[];
  readonly rdns?: string;
  readonly mobileLink?: string;
  readonly desktopLink?: string;
  readonly webappLink?: string;
  readonly certified?: true;
}

const ETHEREUM = 'eip155:1';
const EVM = [ETHEREUM, 'eip155:10', 'eip155:56', 'eip155:137', 'eip155:8453', 'eip155:42161'];
const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
const BITCOIN = 'bip122:000000000019d6689c085ae165831e93';
const POLKADOT = 'polkadot:91b171bb158e2d3848fa23a9f1c25182';
const COSMOS = 'cosmos:cosmoshub-4';

// biome-ignore format: one wallet per line reads as the table it is
const ENTRIES: readonly KnownWallet[] = [
  { id: 'metamask', name: 'MetaMask', rdns: 'io.metamask', homepage: 'https://metamask.io', chains: EVM, mobileLink: 'metamask://', certified: true },
  { id: 'trust-wallet', name: 'Trust Wallet', rdns: 'com.trustwallet.app', homepage: 'https://trustwallet.com', chains: [...EVM, SOLANA, BITCOIN], mobileLink: 'trust://', certified: true },
  { id: 'coinbase-wallet', name: 'Coinbase Wallet', rdns: 'com.coinbase.wallet', homepage: 'https://www.coinbase.com/wallet', chains: [...EVM, SOLANA], mobileLink: 'cbwallet://', certified: true },
  { id: 'rainbow', name: 'Rainbow', rdns: 'me.rainbow', homepage: 'https://rainbow.me', chains: EVM, mobileLink: 'rainbow://', certified: true },
  { id: 'phantom', name: 'Phantom', rdns: 'app.phantom', homepage: 'https://phantom.com', chains: [SOLANA, ETHEREUM, 'eip155:8453', 'eip155:137', BITCOIN], mobileLink: 'phantom://', certified: true },
  { id: 'okx-wallet', name: 'OKX Wallet', rdns: 'com.okex.wallet', homepage: 'https://web3.okx.com', chains: [...EVM, SOLANA, BITCOIN], mobileLink: 'okex://main', certified: true },
  { id: 'uniswap-wallet', name: 'Uniswap Wallet', rdns: 'org.uniswap.app', homepage: 'https://wallet.uniswap.org', chains: EVM, mobileLink: 'uniswap://', certified: true },
  { id: 'zerion', name: 'Zerion', rdns: 'io.zerion.wallet', homepage: 'https://zerion.io', chains: [...EVM, SOLANA], mobileLink: 'zerion://', certified: true },
  { id: 'rabby', name: 'Rabby Wallet', rdns: 'io.rabby', homepage: 'https://rabby.io', chains: EVM, certified: true },
  { id: 'ledger-live', name: 'Ledger Live', homepage: 'https://www.ledger.com/ledger-live', chains: [...EVM, SOLANA, BITCOIN], mobileLink: 'ledgerlive://', desktopLink: 'ledgerlive://', certified: true },
  { id: 'safe', name: 'Safe', homepage: 'https://safe.global', chains: EVM, webappLink: 'https://app.safe.global', certified: true },
  { id: 'bitget-wallet', name: 'Bitget Wallet', rdns: 'com.bitget.web3', homepage: 'https://web3.bitget.com', chains: [...EVM, SOLANA, BITCOIN], mobileLink: 'bitkeep://', certified: true },
  { id: 'binance-wallet', name: 'Binance Wallet', rdns: 'com.binance.wallet', homepage: 'https://www.binance.com/en/web3wallet', chains: [...EVM, SOLANA, BITCOIN], mobileLink: 'bnc://', certified: true },
  { id: 'exodus', name: 'Exodus', rdns: 'com.exodus.web3-wallet', homepage: 'https://www.exodus.com', chains: [...EVM, SOLANA, BITCOIN], mobileLink: 'exodus://', certified: true },
  { id: 'brave-wallet', name: 'Brave Wallet', rdns: 'com.brave.wallet', homepage: 'https://brave.com/wallet', chains: [...EVM, SOLANA], certified: true },
  { id: 'backpack', name: 'Backpack', rdns: 'app.backpack', homepage: 'https://backpack.app', chains: [SOLANA, ETHEREUM] },
  { id: 'solflare', name: 'Solflare', homepage: 'https://solflare.com', chains: [SOLANA], mobileLink: 'solflare://' },
  { id: 'magic-eden', name: 'Magic Eden', rdns: 'io.magiceden.wallet', homepage: 'https://wallet.magiceden.io', chains: [SOLANA, BITCOIN, ETHEREUM, 'eip155:8453'] },
  { id: 'argent', name: 'Argent', homepage: 'https://www.argent.xyz', chains: [ETHEREUM], mobileLink: 'argent://app/' },
  { id: 'imtoken', name: 'imToken', homepage: 'https://token.im', chains: [...EVM, BITCOIN], mobileLink: 'imtokenv2://' },
  { id: 'tokenpocket', name: 'TokenPocket', rdns: 'pro.tokenpocket', homepage: 'https://www.tokenpocket.pro', chains: [...EVM, SOLANA, BITCOIN], mobileLink: 'tpoutside://' },
  { id: 'safepal', name: 'SafePal', homepage: 'https://www.safepal.com', chains: [...EVM, SOLANA, BITCOIN], mobileLink: 'safepalwallet://' },
  { id: 'oneinch-wallet', name: '1inch Wallet', homepage: 'https://1inch.io/wallet', chains: EVM, mobileLink: 'oneinch://' },
  { id: 'crypto-com-onchain', name: 'Crypto.com Onchain', homepage: 'https://crypto.com/onchain', chains: EVM, mobileLink: 'dfw://' },
  { id: 'zengo', name: 'Zengo', homepage: 'https://zengo.com', chains: [...EVM, BITCOIN], mobileLink: 'zengo://' },
  { id: 'mew-wallet', name: 'MEW wallet', homepage: 'https://www.mewwallet.com', chains: EVM, mobileLink: 'mewwallet://' },
  { id: 'kraken-wallet', name: 'Kraken Wallet', homepage: 'https://www.kraken.com/wallet', chains: [...EVM, SOLANA, BITCOIN], mobileLink: 'krakenwallet://' },
  { id: 'robinhood-wallet', name: 'Robinhood Wallet', homepage: 'https://robinhood.com/web3-wallet', chains: [...EVM, SOLANA, BITCOIN] },
  { id: 'core', name: 'Core', rdns: 'app.core.extension', homepage: 'https://core.app', chains: [ETHEREUM, 'eip155:43114', BITCOIN] },
  { id: 'ronin-wallet', name: 'Ronin Wallet', rdns: 'com.roninchain.wallet', homepage: 'https://wallet.roninchain.com', chains: [ETHEREUM, 'eip155:2020'], mobileLink: 'roninwallet://' },
  { id: 'coin98', name: 'Coin98', rdns: 'coin98.com', homepage: 'https://coin98.com', chains: [...EVM, SOLANA], mobileLink: 'coin98://' },
  { id: 'taho', name: 'Taho', rdns: 'xyz.taho', homepage: 'https://taho.xyz', chains: EVM },
  { id: 'frame', name: 'Frame', rdns: 'sh.frame', homepage: 'https://frame.sh', chains: EVM },
  { id: 'enkrypt', name: 'Enkrypt', rdns: 'com.enkrypt', homepage: 'https://www.enkrypt.com', chains: [...EVM, POLKADOT, BITCOIN, SOLANA] },
  { id: 'talisman', name: 'Talisman', rdns: 'xyz.talisman', homepage: 'https://talisman.xyz', chains: [POLKADOT, ...EVM] },
  { id: 'subwallet', name: 'SubWallet', rdns: 'app.subwallet', homepage: 'https://www.subwallet.app', chains: [POLKADOT, ...EVM], mobileLink: 'subwallet://' },
  { id: 'polkadot-js', name: 'Polkadot.js', homepage: 'https://polkadot.js.org/extension', chains: [POLKADOT] },
  { id: 'keplr', name: 'Keplr', homepage: 'https://www.keplr.app', chains: [COSMOS, ETHEREUM], mobileLink: 'keplrwallet://' },
  { id: 'xverse', name: 'Xverse', homepage: 'https://www.xverse.app', chains: [BITCOIN], mobileLink: 'xverse://' },
  { id: 'leather', name: 'Leather', homepage: 'https://leather.io', chains: [BITCOIN] },
  { id: 'unisat', name: 'UniSat Wallet', homepage: 'https://unisat.io', chains: [BITCOIN] },
  { id: 'bitcoin-com-wallet', name: 'Bitcoin.com Wallet', homepage: 'https://wallet.bitcoin.com', chains: [BITCOIN, ETHEREUM] },
];

/**
 * The catalogue, frozen all the way down (list, entries and chain lists), so no consumer can change what
 * the next one reads; consumers copy what they hand on.
 */
export const KNOWN_WALLETS: readonly KnownWallet[] = Object.freeze(
  ENTRIES.map((entry) => Object.freeze({ ...entry, chains: Object.freeze([...entry.chains]) })),
);
