/**
 * The catalogue a fresh server starts with: core's well-known wallets (KNOWN_WALLETS, the list and slugs
 * the React package bundles too, so the two name a wallet alike), two wallets only the server seeds, and
 * the Walletport dev wallet. Images are core's bundled artwork (@walletport/core/artwork: real marks from
 * Web3 Icons, MIT, and our own dev wallet and devnet marks), stored like any imported image, so the image
 * routes serve the same logos the modal draws; a wallet without artwork gets the server's monogram
 * (monogram.ts). Order is rank: roughly by how many people use each wallet; the first four are the
 * recommended ones, and the catalogue's `certified` wallets carry the certified badge.
 */
import { networkArtworkIds, networkArtworkSvg, walletArtworkSvg } from '@walletport/core/artwork';
import { KNOWN_WALLETS, type KnownWallet } from '@walletport/core/known-wallets';
import type { BadgeType } from './wallet-record.js';

const ETHEREUM = 'eip155:1';
const EVM = [ETHEREUM, 'eip155:10', 'eip155:56', 'eip155:137', 'eip155:8453', 'eip155:42161'];
const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
const BITCOIN = 'bip122:000000000019d6689c085ae165831e93';
const POLKADOT = 'polkadot:91b171bb158e2d3848fa23a9f1c25182';
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

/**
 * Seeded after the shared catalogue but never part of React's bundled fallback list, so they stay here
 * (moving them into core would change what the modal lists without a registry).
 */
// biome-ignore format: one wallet per line reads as the table it is
const SERVER_ONLY_WALLETS: readonly KnownWallet[] = [
  { id: 'math-wallet', name: 'MathWallet', homepage: 'https://mathwallet.org', chains: [...EVM, SOLANA, POLKADOT], mobileLink: 'mathwallet://' },
  { id: 'trezor-suite', name: 'Trezor Suite', homepage: 'https://trezor.io/trezor-suite', chains: [...EVM, BITCOIN, SOLANA] },
];

/** A catalogue entry in the registry's import shape: snake_case links, absent facts left out. */
function toSeedWallet(wallet: KnownWallet): SeedWallet {
  return {
    id: wallet.id,
    name: wallet.name,
    ...(wallet.rdns === undefined ? {} : { rdns: wallet.rdns }),
    homepage: wallet.homepage,
    chains: [...wallet.chains],
    ...(wallet.mobileLink === undefined ? {} : { mobile_link: wallet.mobileLink }),
    ...(wallet.desktopLink === undefined ? {} : { desktop_link: wallet.desktopLink }),
    ...(wallet.webappLink === undefined ? {} : { webapp_link: wallet.webappLink }),
    ...(wallet.certified ? { badge_type: 'certified' as const } : {}),
  };
}

export const SEED_WALLETS: readonly SeedWallet[] = [
  ...[...KNOWN_WALLETS, ...SERVER_ONLY_WALLETS].map(toSeedWallet),
  DEV_WALLET,
];

/** An SVG as the import file's base64 data: URL; the importer checks its bytes like any other image. */
function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}

/**
 * The seed as import entries: rank is the position, image_id the id, and the image the wallet's bundled
 * artwork where core has one (else none is stored and the image route draws a monogram).
 */
export function seedWalletEntries(): Array<Record<string, unknown>> {
  return SEED_WALLETS.map((wallet, index) => {
    const artwork = walletArtworkSvg(wallet.id);
    return {
      ...wallet,
      rank: index + 1,
      image_id: wallet.id,
      ...(artwork === undefined ? {} : { image: svgDataUrl(artwork) }),
    };
  });
}

/** Network marks by `assets.imageId` as import images, for GET /public/getAssetImage/{imageId}. */
export function seedAssetImages(): Array<{ kind: 'asset'; id: string; image: string }> {
  return networkArtworkIds().flatMap((id) => {
    const artwork = networkArtworkSvg(id);
    return artwork === undefined ? [] : [{ kind: 'asset' as const, id, image: svgDataUrl(artwork) }];
  });
}
