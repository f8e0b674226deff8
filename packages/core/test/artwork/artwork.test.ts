/**
 * The bundled artwork: every entry is a plain, self-contained 24×24 SVG (nothing that runs or fetches),
 * the lookups find wallets by id, rdns and connector id and networks and tokens by the catalogue's ids,
 * and the hand-written alias table agrees with the wallet catalogue.
 */
import { ALL_NETWORKS, LOCAL_DEVNETS } from '@walletport/core';
import {
  networkArtwork,
  networkArtworkIds,
  networkArtworkSvg,
  tokenArtwork,
  tokenArtworkSvg,
  tokenArtworkSymbols,
  walletArtwork,
  walletArtworkIds,
  walletArtworkSvg,
} from '@walletport/core/artwork';
import { KNOWN_WALLETS } from '@walletport/core/known-wallets';
import { describe, expect, it } from 'vitest';
import { NETWORK_SVGS } from '../../src/artwork/generated-networks.js';
import { TOKEN_SVGS } from '../../src/artwork/generated-tokens.js';
import { WALLET_SVGS } from '../../src/artwork/generated-wallets.js';
import { DEVNET_SVG } from '../../src/artwork/own-network-marks.js';
import { DEV_WALLET_SVG } from '../../src/artwork/own-wallet-marks.js';
import { svgProblems } from './svg-check.js';

const DATA_PREFIX = 'data:image/svg+xml,';

const EVERY_SVG: Array<[string, string]> = [
  ...Object.entries(WALLET_SVGS).map(([id, svg]): [string, string] => [`wallet ${id}`, svg]),
  ...Object.entries(NETWORK_SVGS).map(([id, svg]): [string, string] => [`network ${id}`, svg]),
  ...Object.entries(TOKEN_SVGS).map(([id, svg]): [string, string] => [`token ${id}`, svg]),
  ['dev wallet (our own)', DEV_WALLET_SVG],
  ['devnet (our own)', DEVNET_SVG],
];

/** Wallets with artwork that are not in KNOWN_WALLETS: server-only seed wallets and the WalletConnect row. */
const ARTWORK_BEYOND_CATALOGUE = ['trezor-suite', 'wallet-connect', 'walletport-dev-wallet'];

describe('the artwork checker', () => {
  it.each([
    [
      'a script',
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><script>alert(1)</script></svg>',
    ],
    [
      'an event handler',
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" onload="alert(1)"></svg>',
    ],
    [
      'a link',
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><a href="https://x.example"/></svg>',
    ],
    ['an image', '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><image href="x.png"/></svg>'],
    ['a use', '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><use href="#a"/></svg>'],
    ['a style', '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" style="fill:red"></svg>'],
    [
      'an external url()',
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="url(https://x.example/#a)"></svg>',
    ],
    [
      'a dangling url(#)',
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="url(#nothing)"></svg>',
    ],
    ['a comment', '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><!-- x --></svg>'],
    ['an entity', '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="&x;"></svg>'],
    ['another viewBox', '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"></svg>'],
    ['no namespace', '<svg viewBox="0 0 24 24"></svg>'],
    ['an unclosed tag', '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><g></svg>'],
    ['two roots', '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"></svg><svg></svg>'],
  ])('refuses %s', (_, svg) => {
    expect(svgProblems(svg)).not.toEqual([]);
  });

  it('accepts a plain drawing with a local gradient', () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24"><defs>' +
      '<linearGradient id="a"><stop offset="0" stop-color="#fff"/></linearGradient></defs>' +
      '<path fill="url(#a)" d="M0 0h24v24H0z"/></svg>';
    expect(svgProblems(svg)).toEqual([]);
  });
});

describe('every bundled mark', () => {
  it.each(EVERY_SVG)('%s is a plain, self-contained 24×24 SVG', (_, svg) => {
    expect(svgProblems(svg)).toEqual([]);
  });

  it('stays small: no mark over 5 KB (a heavier one needs a decision in the generator)', () => {
    for (const [name, svg] of EVERY_SVG) expect(svg.length, name).toBeLessThanOrEqual(5_000);
  });
});

describe('walletArtwork', () => {
  it('finds a wallet by its id, its rdns or an AppKit connector id, in any case', () => {
    const metamask = walletArtwork('metamask');
    expect(metamask?.startsWith(DATA_PREFIX)).toBe(true);
    expect(decodeURIComponent(metamask?.slice(DATA_PREFIX.length) ?? '')).toBe(WALLET_SVGS.metamask);
    expect(walletArtwork('io.metamask')).toBe(metamask);
    expect(walletArtwork('IO.MetaMask')).toBe(metamask);
    expect(walletArtworkSvg('walletConnect')).toBe(WALLET_SVGS['wallet-connect']);
    expect(walletArtworkSvg('coinbaseWalletSDK')).toBe(WALLET_SVGS['coinbase-wallet']);
    expect(walletArtworkSvg('walletport-dev-wallet')).toBe(DEV_WALLET_SVG);
    expect(walletArtworkSvg('dev.walletport.wallet')).toBe(DEV_WALLET_SVG);
  });

  it('takes the first key that has artwork, skipping empty ones', () => {
    expect(walletArtworkSvg(undefined, '', null, 'injected', 'app.phantom')).toBe(WALLET_SVGS.phantom);
  });

  it('has nothing for a wallet without a verified mark, or for a prototype name', () => {
    for (const key of [
      'bitget-wallet',
      'binance-wallet',
      'oneinch-wallet',
      'math-wallet',
      'core',
      'injected',
    ])
      expect(walletArtwork(key), key).toBeUndefined();
    for (const key of ['constructor', '__proto__', 'toString', 'hasOwnProperty'])
      expect(walletArtwork(key), key).toBeUndefined();
    expect(walletArtwork()).toBeUndefined();
  });

  it('names only wallets of the catalogue (or the few it knows beyond it)', () => {
    const known = new Set([...KNOWN_WALLETS.map((wallet) => wallet.id), ...ARTWORK_BEYOND_CATALOGUE]);
    for (const id of walletArtworkIds()) expect(known.has(id), id).toBe(true);
  });

  it('finds every catalogue wallet by its rdns exactly as by its id', () => {
    for (const wallet of KNOWN_WALLETS) {
      if (wallet.rdns === undefined) continue;
      expect(walletArtworkSvg(wallet.rdns), `${wallet.id} (${wallet.rdns})`).toBe(
        walletArtworkSvg(wallet.id),
      );
    }
  });
});

describe('networkArtwork and tokenArtwork', () => {
  const networks = [...ALL_NETWORKS, ...LOCAL_DEVNETS];

  it('has the mark of every catalogue network but Blast (whose mark the icon set lacks)', () => {
    const missing = networks
      .filter((network) => networkArtwork(network.assets?.imageId) === undefined)
      .map((network) => network.assets?.imageId);
    expect([...new Set(missing)]).toEqual(['blast']);
    expect(networkArtworkSvg('devnet')).toBe(DEVNET_SVG);
    expect(networkArtworkSvg('ARBITRUM')).toBe(NETWORK_SVGS.arbitrum);
  });

  it('names only image ids of the catalogue', () => {
    const ids = new Set(networks.map((network) => network.assets?.imageId));
    for (const id of networkArtworkIds()) expect(ids.has(id), id).toBe(true);
  });

  it('has the mark of every catalogue native currency but xDAI and BERA (not in the icon set)', () => {
    const symbols = new Set(networks.map((network) => network.nativeCurrency.symbol.toUpperCase()));
    const missing = [...symbols].filter((symbol) => tokenArtwork(symbol) === undefined).sort();
    expect(missing).toEqual(['BERA', 'XDAI']);
    for (const symbol of tokenArtworkSymbols()) expect(symbols.has(symbol), symbol).toBe(true);
    expect(tokenArtworkSvg('eth')).toBe(TOKEN_SVGS.ETH);
    expect(tokenArtwork('ETH')).toBe(`data:image/svg+xml,${encodeURIComponent(TOKEN_SVGS.ETH ?? '')}`);
  });

  it('has nothing for an unknown id or symbol, or a prototype name', () => {
    for (const key of [undefined, null, '', 'nowhere', 'constructor', '__proto__'])
      expect([networkArtwork(key), tokenArtwork(key)], String(key)).toEqual([undefined, undefined]);
  });
});
