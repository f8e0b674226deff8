/**
 * The catalogue a fresh server starts with: well-known wallets (public facts only: name, EIP-6963 rdns
 * where the wallet announces one, website, chains, published app links) and the Walletport dev wallet.
 * Ids are the same slugs as the React package's bundled list, so the two name a wallet alike. Images are
 * monograms the server generates (monogram.ts); no third-party artwork is shipped.
 * Order is rank: roughly by how many people use each wallet; the first four are the recommended ones.
 */
import type { BadgeType } from './wallet-record.js';

const ETHEREUM = 'eip155:1';
const EVM = [ETHEREUM, 'eip155:10', 'eip155:56', 'eip155:137', 'eip155:8453', 'eip155:42161'];
const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
const BITCOIN = 'bip122:000000000019d6689c085ae165831e93';
const POLKADOT = 'polkadot:91b171bb158e2d3848fa23a9f1c25182';
const COSMOS = 'cosmos:cosmoshub-4';
const DEVNETS = ['eip155:31337', 'eip155:31338'];

export interface SeedWallet {
  id: string;
  name: string;
  homepage: string | null;
  chains: string[];
  rdns?: string;
  mobile_link?: string;
  desktop_link?: string;
  webapp_link?: string;
  badge_type?: BadgeType;
}

/** The Walletport dev wallet (apps/dev-wallet): an EIP-6963 browser wallet for the local stack. */
export const DEV_WALLET: SeedWallet = {
  id: 'walletport-dev-wallet',
  name: 'Walletport Dev Wallet',
  rdns: 'dev.walletport.wallet',
  homepage: null,
  chains: [...DEVNETS, ETHEREUM],
  badge_type: 'certified',
};

const certified = (wallet: SeedWallet): SeedWallet => ({ ...wallet, badge_type: 'certified' });

// biome-ignore format: one wallet per line reads as the table it is
export const SEED_WALLETS: readonly SeedWallet[] = [
  certified({ id: 'metamask', name: 'MetaMask', rdns: 'io.metamask', homepage: 'https://metamask.io', chains: EVM, mobile_link: 'metamask://' }),
  certified({ id: 'trust-wallet', name: 'Trust Wallet', rdns: 'com.trustwallet.app', homepage: 'https://trustwallet.com', chains: [...EVM, SOLANA, BITCOIN], mobile_link: 'trust://' }),
  certified({ id: 'coinbase-wallet', name: 'Coinbase Wallet', rdns: 'com.coinbase.wallet', homepage: 'https://www.coinbase.com/wallet', chains: [...EVM, SOLANA], mobile_link: 'cbwallet://' }),
  certified({ id: 'rainbow', name: 'Rainbow', rdns: 'me.rainbow', homepage: 'https://rainbow.me', chains: EVM, mobile_link: 'rainbow://' }),
  certified({ id: 'phantom', name: 'Phantom', rdns: 'app.phantom', homepage: 'https://phantom.com', chains: [SOLANA, ETHEREUM, 'eip155:8453', 'eip155:137', BITCOIN], mobile_link: 'phantom://' }),
  certified({ id: 'okx-wallet', name: 'OKX Wallet', rdns: 'com.okex.wallet', homepage: 'https://web3.okx.com', chains: [...EVM, SOLANA, BITCOIN], mobile_link: 'okex://main' }),
  certified({ id: 'uniswap-wallet', name: 'Uniswap Wallet', rdns: 'org.uniswap.app', homepage: 'https://wallet.uniswap.org', chains: EVM, mobile_link: 'uniswap://' }),
  certified({ id: 'zerion', name: 'Zerion', rdns: 'io.zerion.wallet', homepage: 'https://zerion.io', chains: [...EVM, SOLANA], mobile_link: 'zerion://' }),
  certified({ id: 'rabby', name: 'Rabby Wallet', rdns: 'io.rabby', homepage: 'https://rabby.io', chains: EVM }),
  certified({ id: 'ledger-live', name: 'Ledger Live', homepage: 'https://www.ledger.com/ledger-live', chains: [...EVM, SOLANA, BITCOIN], mobile_link: 'ledgerlive://', desktop_link: 'ledgerlive://' }),
  certified({ id: 'safe', name: 'Safe', homepage: 'https://safe.global', chains: EVM, webapp_link: 'https://app.safe.global' }),
  certified({ id: 'bitget-wallet', name: 'Bitget Wallet', rdns: 'com.bitget.web3', homepage: 'https://web3.bitget.com', chains: [...EVM, SOLANA, BITCOIN], mobile_link: 'bitkeep://' }),
  certified({ id: 'binance-wallet', name: 'Binance Wallet', rdns: 'com.binance.wallet', homepage: 'https://www.binance.com/en/web3wallet', chains: [...EVM, SOLANA, BITCOIN], mobile_link: 'bnc://' }),
  certified({ id: 'exodus', name: 'Exodus', rdns: 'com.exodus.web3-wallet', homepage: 'https://www.exodus.com', chains: [...EVM, SOLANA, BITCOIN], mobile_link: 'exodus://' }),
  certified({ id: 'brave-wallet', name: 'Brave Wallet', rdns: 'com.brave.wallet', homepage: 'https://brave.com/wallet', chains: [...EVM, SOLANA] }),
  { id: 'backpack', name: 'Backpack', rdns: 'app.backpack', homepage: 'https://backpack.app', chains: [SOLANA, ETHEREUM] },
  { id: 'solflare', name: 'Solflare', homepage: 'https://solflare.com', chains: [SOLANA], mobile_link: 'solflare://' },
  { id: 'magic-eden', name: 'Magic Eden', rdns: 'io.magiceden.wallet', homepage: 'https://wallet.magiceden.io', chains: [SOLANA, BITCOIN, ETHEREUM, 'eip155:8453'] },
  { id: 'argent', name: 'Argent', homepage: 'https://www.argent.xyz', chains: [ETHEREUM], mobile_link: 'argent://app/' },
  { id: 'imtoken', name: 'imToken', homepage: 'https://token.im', chains: [...EVM, BITCOIN], mobile_link: 'imtokenv2://' },
  { id: 'tokenpocket', name: 'TokenPocket', rdns: 'pro.tokenpocket', homepage: 'https://www.tokenpocket.pro', chains: [...EVM, SOLANA, BITCOIN], mobile_link: 'tpoutside://' },
  { id: 'safepal', name: 'SafePal', homepage: 'https://www.safepal.com', chains: [...EVM, SOLANA, BITCOIN], mobile_link: 'safepalwallet://' },
  { id: 'oneinch-wallet', name: '1inch Wallet', homepage: 'https://1inch.io/wallet', chains: EVM, mobile_link: 'oneinch://' },
  { id: 'crypto-com-onchain', name: 'Crypto.com Onchain', homepage: 'https://crypto.com/onchain', chains: EVM, mobile_link: 'dfw://' },
  { id: 'zengo', name: 'Zengo', homepage: 'https://zengo.com', chains: [...EVM, BITCOIN], mobile_link: 'zengo://' },
  { id: 'mew-wallet', name: 'MEW wallet', homepage: 'https://www.mewwallet.com', chains: EVM, mobile_link: 'mewwallet://' },
  { id: 'kraken-wallet', name: 'Kraken Wallet', homepage: 'https://www.kraken.com/wallet', chains: [...EVM, SOLANA, BITCOIN], mobile_link: 'krakenwallet://' },
  { id: 'robinhood-wallet', name: 'Robinhood Wallet', homepage: 'https://robinhood.com/web3-wallet', chains: [...EVM, SOLANA, BITCOIN] },
  { id: 'core', name: 'Core', rdns: 'app.core.extension', homepage: 'https://core.app', chains: [ETHEREUM, 'eip155:43114', BITCOIN] },
  { id: 'ronin-wallet', name: 'Ronin Wallet', rdns: 'com.roninchain.wallet', homepage: 'https://wallet.roninchain.com', chains: [ETHEREUM, 'eip155:2020'], mobile_link: 'roninwallet://' },
  { id: 'coin98', name: 'Coin98', rdns: 'coin98.com', homepage: 'https://coin98.com', chains: [...EVM, SOLANA], mobile_link: 'coin98://' },
  { id: 'taho', name: 'Taho', rdns: 'xyz.taho', homepage: 'https://taho.xyz', chains: EVM },
  { id: 'frame', name: 'Frame', rdns: 'sh.frame', homepage: 'https://frame.sh', chains: EVM },
  { id: 'enkrypt', name: 'Enkrypt', rdns: 'com.enkrypt', homepage: 'https://www.enkrypt.com', chains: [...EVM, POLKADOT, BITCOIN, SOLANA] },
  { id: 'talisman', name: 'Talisman', rdns: 'xyz.talisman', homepage: 'https://talisman.xyz', chains: [POLKADOT, ...EVM] },
  { id: 'subwallet', name: 'SubWallet', rdns: 'app.subwallet', homepage: 'https://www.subwallet.app', chains: [POLKADOT, ...EVM], mobile_link: 'subwallet://' },
  { id: 'polkadot-js', name: 'Polkadot.js', homepage: 'https://polkadot.js.org/extension', chains: [POLKADOT] },
  { id: 'keplr', name: 'Keplr', homepage: 'https://www.keplr.app', chains: [COSMOS, ETHEREUM], mobile_link: 'keplrwallet://' },
  { id: 'xverse', name: 'Xverse', homepage: 'https://www.xverse.app', chains: [BITCOIN], mobile_link: 'xverse://' },
  { id: 'leather', name: 'Leather', homepage: 'https://leather.io', chains: [BITCOIN] },
  { id: 'unisat', name: 'UniSat Wallet', homepage: 'https://unisat.io', chains: [BITCOIN] },
  { id: 'bitcoin-com-wallet', name: 'Bitcoin.com Wallet', homepage: 'https://wallet.bitcoin.com', chains: [BITCOIN, ETHEREUM] },
  { id: 'math-wallet', name: 'MathWallet', homepage: 'https://mathwallet.org', chains: [...EVM, SOLANA, POLKADOT], mobile_link: 'mathwallet://' },
  { id: 'trezor-suite', name: 'Trezor Suite', homepage: 'https://trezor.io/trezor-suite', chains: [...EVM, BITCOIN, SOLANA] },
  DEV_WALLET,
];

/** The seed as import entries: rank is the position, image_id the id (a generated monogram). */
export function seedWalletEntries(): Array<Record<string, unknown>> {
  return SEED_WALLETS.map((wallet, index) => ({ ...wallet, rank: index + 1, image_id: wallet.id }));
}
