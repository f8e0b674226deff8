#!/usr/bin/env node
// Writes the bundled wallet, network and token artwork of @walletport/core from the icon set
// @iconify-json/token-branded ("Web3 Icons Branded" by 0xa3k5, MIT), a root devDependency pinned to one
// exact version: only the icons the tables below select, as complete standalone SVG strings, so neither
// the icon set nor anything else of it ships.
//   node scripts/generate-artwork.mjs           rewrite packages/core/src/artwork/generated-*.ts
//   node scripts/generate-artwork.mjs --check   exit 1 when the committed files differ
// test/artwork-generated.test.ts runs the same generation in memory, so the files cannot drift.
//
// The icon set's names are flat (tokens, networks, wallets and exchanges side by side, no category), so
// the tables are curated by hand: an icon is listed only where it truly is that wallet's or network's mark.
// Every entry uses the `-background` variant (the logo on its brand tile): the modal draws images in a
// tile on a dark or light surface, and several bare marks (OKX, Ledger, Trezor, zkSync, Linea, Mantle)
// are black and would vanish on the dark theme.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const SOURCE_PACKAGE = '@iconify-json/token-branded';
/** Raising it is a deliberate edit: re-check every mark of the tables, then regenerate. */
export const SOURCE_VERSION = '1.2.45';
export const WALLETS_FILE = 'packages/core/src/artwork/generated-wallets.ts';
export const NETWORKS_FILE = 'packages/core/src/artwork/generated-networks.ts';
export const TOKENS_FILE = 'packages/core/src/artwork/generated-tokens.ts';

/**
 * Our wallet ids (core's KNOWN_WALLETS, the server-only seed wallets, and the WalletConnect row) → icon.
 * Left out on purpose, so they keep their initials: bitget-wallet, binance-wallet, crypto-com-onchain,
 * oneinch-wallet and math-wallet (the set has the exchange's or token's logo, not the wallet's),
 * robinhood-wallet (the feather is the broker's mark), core (the set's `core` is another project's token),
 * polkadot-js (the set has the network mark), bitcoin-com-wallet (the set has Bitcoin's), and brave-wallet,
 * magic-eden, safepal, taho, frame, talisman, subwallet, xverse, leather, unisat (not in the set). The
 * Walletport Dev Wallet's mark is our own (own-wallet-marks.ts).
 */
export const WALLET_ICONS = {
  metamask: 'metamask',
  'trust-wallet': 'trust',
  'coinbase-wallet': 'coinbase',
  rainbow: 'rainbow',
  phantom: 'phantom',
  'okx-wallet': 'okx',
  // Uniswap Wallet's app icon is the Uniswap unicorn.
  'uniswap-wallet': 'uniswap',
  zerion: 'zerion',
  rabby: 'rabby',
  'ledger-live': 'ledger',
  safe: 'safe',
  exodus: 'exodus',
  backpack: 'backpack',
  solflare: 'solflare',
  argent: 'argent',
  imtoken: 'imtoken',
  tokenpocket: 'token-pocket',
  zengo: 'zengo',
  'mew-wallet': 'my-ether-wallet',
  'kraken-wallet': 'kraken',
  'ronin-wallet': 'ronin',
  coin98: 'coin98',
  enkrypt: 'enkrypt',
  keplr: 'keplr',
  'trezor-suite': 'trezor',
  'wallet-connect': 'wallet-connect',
};

/**
 * Network `assets.imageId` of core's catalogue → icon (testnets reuse their mainnet's id). Left out: `blast`
 * (the set's `blast` is another project's 17 KB shield drawing, not the Blast L2 mark, so Blast keeps its
 * initials) and `devnet` (our own mark, own-network-marks.ts).
 */
export const NETWORK_ICONS = {
  ethereum: 'ethereum',
  arbitrum: 'arbitrum-one',
  optimism: 'optimism',
  base: 'base',
  polygon: 'polygon',
  // BNB Smart Chain's network mark; the BNB token's (same drawing) is listed under tokens.
  bsc: 'binance-smart-chain',
  gnosis: 'gnosis',
  avalanche: 'avalanche',
  zksync: 'zksync',
  fantom: 'fantom',
  kaia: 'kaia',
  aurora: 'aurora',
  celo: 'celo',
  linea: 'linea',
  scroll: 'scroll',
  zora: 'zora',
  mantle: 'mantle',
  berachain: 'berachain',
  solana: 'solana',
};

/**
 * Native currency symbols of the catalogue (upper case) → token icon. Left out: XDAI (the set has DAI's
 * logo, a different token) and BERA (no token icon in the set).
 */
export const TOKEN_ICONS = {
  ETH: 'eth',
  POL: 'pol',
  BNB: 'bnb',
  AVAX: 'avax',
  FTM: 'ftm',
  KAIA: 'kaia',
  CELO: 'celo',
  MNT: 'mnt',
  SOL: 'sol',
};

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';

/** The installed icon set and its manifest. Throws unless it is exactly SOURCE_VERSION. */
export function readIconSet(root = ROOT) {
  const dir = join(root, 'node_modules', SOURCE_PACKAGE);
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  if (manifest.version !== SOURCE_VERSION) {
    throw new Error(
      `${SOURCE_PACKAGE} is ${manifest.version}, the tables were checked against ${SOURCE_VERSION}`,
    );
  }
  return {
    manifest,
    info: JSON.parse(readFileSync(join(dir, 'info.json'), 'utf8')),
    icons: JSON.parse(readFileSync(join(dir, 'icons.json'), 'utf8')),
  };
}

/** One icon (by name or alias) as a standalone 24×24 SVG. Throws when it is missing or not a plain 24×24 drawing. */
export function iconSvg(icons, name) {
  const parent = icons.aliases?.[name]?.parent;
  const icon = icons.icons[name] ?? (parent === undefined ? undefined : icons.icons[parent]);
  if (icon === undefined) throw new Error(`${SOURCE_PACKAGE} has no icon ${name}`);
  const width = icon.width ?? icons.width ?? 16;
  const height = icon.height ?? icons.height ?? 16;
  const transformed = icon.rotate || icon.hFlip || icon.vFlip || icon.left || icon.top;
  if (width !== 24 || height !== 24 || transformed) {
    throw new Error(`${name} is not a plain 24×24 icon; the generator would have to transform it`);
  }
  return `<svg xmlns="${SVG_NAMESPACE}" width="24" height="24" viewBox="0 0 24 24">${icon.body}</svg>`;
}

/** `metamask-background` → `METAMASK_BACKGROUND`, `1inch` → `ICON_1INCH`: a constant name per icon. */
function constantName(icon) {
  const upper = icon.toUpperCase().replace(/[^A-Z0-9]+/g, '_');
  return /^[A-Z]/.test(upper) ? upper : `ICON_${upper}`;
}

/** An object key as the formatter writes it (quoted only when it is not an identifier). */
function key(name) {
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? name : `'${name}'`;
}

function header(iconSet, what) {
  const { manifest, info } = iconSet;
  return `// GENERATED by scripts/generate-artwork.mjs from ${manifest.name} ${manifest.version}: do not edit by hand.
// Change the tables in that script and run \`node scripts/generate-artwork.mjs\`.
/**
 * ${what}
 *
 * Artwork: "${info.name}" icon set ${info.version} by ${info.author.name} (${info.author.url}),
 * ${info.license.spdx} licence (see THIRD_PARTY_NOTICES.md in this package), from ${manifest.name}
 * ${manifest.version}. Only the selected icons are here, each the logo on its brand tile, as a complete SVG.
 * @license ${info.license.spdx}, Copyright (c) 2024 ${info.author.name} (bundlers keep this comment)
 */
`;
}

/** Constants for the icons a file uses (each once, in name order), then one map per table. */
function moduleText(iconSet, what, tables) {
  const names = [...new Set(tables.flatMap(({ entries }) => Object.values(entries)))].sort();
  const constants = names.map((name) => {
    const svg = iconSvg(iconSet.icons, `${name}-background`);
    if (svg.includes("'") || svg.includes('\\')) throw new Error(`${name}: unexpected quote or backslash`);
    return `const ${constantName(`${name}-background`)} =\n  '${svg}';\n`;
  });
  const maps = tables.map(({ doc, exportName, entries }) => {
    const lines = Object.entries(entries).map(
      ([id, name]) => `  ${key(id)}: ${constantName(`${name}-background`)},\n`,
    );
    return `/** ${doc} */\nexport const ${exportName}: Readonly<Record<string, string>> = {\n${lines.join('')}};\n`;
  });
  return `${header(iconSet, what)}\n${constants.join('\n')}\n${maps.join('\n')}`;
}

/** The generated files, by path from the repository root. */
export function generateArtwork(iconSet) {
  return {
    [WALLETS_FILE]: moduleText(iconSet, 'Wallet artwork, loaded on demand (artwork/wallets.ts).', [
      {
        doc: 'Our wallet id → its mark: a standalone SVG, viewBox 0 0 24 24.',
        exportName: 'WALLET_SVGS',
        entries: WALLET_ICONS,
      },
    ]),
    [NETWORKS_FILE]: moduleText(iconSet, 'Network artwork, loaded on demand (artwork/networks.ts).', [
      {
        doc: "A network's `assets.imageId` → its mark: a standalone SVG, viewBox 0 0 24 24.",
        exportName: 'NETWORK_SVGS',
        entries: NETWORK_ICONS,
      },
    ]),
    // Apart from the networks: a network image loads without the token marks it does not use.
    [TOKENS_FILE]: moduleText(iconSet, 'Native token artwork, loaded on demand (artwork/tokens.ts).', [
      {
        doc: "A native currency's symbol (upper case) → its mark: a standalone SVG, viewBox 0 0 24 24.",
        exportName: 'TOKEN_SVGS',
        entries: TOKEN_ICONS,
      },
    ]),
  };
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const files = generateArtwork(readIconSet());
  const check = process.argv.includes('--check');
  let stale = false;
  for (const [path, text] of Object.entries(files)) {
    const target = join(ROOT, path);
    let current;
    try {
      current = readFileSync(target, 'utf8');
    } catch {
      current = undefined;
    }
    if (current === text) continue;
    if (check) {
      console.error(`✖ ${path} is not what the generator writes; run node scripts/generate-artwork.mjs`);
      stale = true;
    } else {
      writeFileSync(target, text);
      console.log(`» wrote ${path} (${Buffer.byteLength(text)} B)`);
    }
  }
  if (stale) process.exit(1);
}
