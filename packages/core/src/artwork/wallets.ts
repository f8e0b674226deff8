/**
 * Wallet artwork (`@walletport/core/artwork/wallets`): the real mark of a well-known wallet, found by our
 * wallet id (core's KNOWN_WALLETS, the server's seed), its EIP-6963 rdns or an AppKit connector id. Its
 * own entry so a bundler can load it as a chunk of its own (about 10 KB gzip), only when a wallet has no
 * image of its own; networks and tokens are in networks.ts.
 */
import { WALLET_SVGS } from './generated-wallets.js';
import { DEV_WALLET_SVG } from './own-wallet-marks.js';

// Each artwork entry carries its own two tiny helpers rather than sharing a module: a shared module would
// become one more chunk that each loads, one more round trip before a logo shows.
function ownEntry(record: Readonly<Record<string, string>>, key: string): string | undefined {
  // Own keys only: an id such as 'constructor' must not reach the prototype.
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/** Percent-encoded in full: the text stays exact and passes any check that allows SVG data URIs. */
function svgDataUri(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const OWN_WALLET_SVGS: Readonly<Record<string, string>> = { 'walletport-dev-wallet': DEV_WALLET_SVG };

/**
 * Other names of the same wallets → our id, in lower case: the rdns the catalogue knows (artwork.test.ts
 * checks this table against KNOWN_WALLETS and the seed, so the two cannot disagree) and the connector ids
 * AppKit and wagmi give SDK and WalletConnect connectors. Written out rather than derived from
 * KNOWN_WALLETS, which would pull the whole catalogue into this chunk.
 */
const ALIASES: Readonly<Record<string, string>> = {
  'io.metamask': 'metamask',
  'com.trustwallet.app': 'trust-wallet',
  'com.coinbase.wallet': 'coinbase-wallet',
  'me.rainbow': 'rainbow',
  'app.phantom': 'phantom',
  'com.okex.wallet': 'okx-wallet',
  'org.uniswap.app': 'uniswap-wallet',
  'io.zerion.wallet': 'zerion',
  'io.rabby': 'rabby',
  'com.exodus.web3-wallet': 'exodus',
  'app.backpack': 'backpack',
  'pro.tokenpocket': 'tokenpocket',
  'com.roninchain.wallet': 'ronin-wallet',
  'coin98.com': 'coin98',
  'com.enkrypt': 'enkrypt',
  'dev.walletport.wallet': 'walletport-dev-wallet',
  // Connector ids (CONNECTOR_IDS), lower-cased like every key here.
  walletconnect: 'wallet-connect',
  coinbasewallet: 'coinbase-wallet',
  coinbasewalletsdk: 'coinbase-wallet',
  ledger: 'ledger-live',
  okx: 'okx-wallet',
};

/**
 * The first of `keys` (wallet id, rdns or connector id, any case; empty ones skipped) that has artwork,
 * as a standalone SVG (viewBox 0 0 24 24), or undefined: that wallet keeps its initials.
 */
export function walletArtworkSvg(...keys: ReadonlyArray<string | null | undefined>): string | undefined {
  for (const raw of keys) {
    if (typeof raw !== 'string' || raw === '') continue;
    const key = raw.toLowerCase();
    const id = ownEntry(ALIASES, key) ?? key;
    const svg = ownEntry(WALLET_SVGS, id) ?? ownEntry(OWN_WALLET_SVGS, id);
    if (svg !== undefined) return svg;
  }
  return undefined;
}

/** walletArtworkSvg as a `data:image/svg+xml,…` URI for <img>. */
export function walletArtwork(...keys: ReadonlyArray<string | null | undefined>): string | undefined {
  const svg = walletArtworkSvg(...keys);
  return svg === undefined ? undefined : svgDataUri(svg);
}

/** Every wallet id that has artwork (aliases not included), e.g. for a server seeding its images. */
export function walletArtworkIds(): string[] {
  return [...Object.keys(WALLET_SVGS), ...Object.keys(OWN_WALLET_SVGS)];
}
