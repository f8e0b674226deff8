import { defineCatalogueNetwork } from './catalogue-helpers.js';

// Solana's CAIP-2 reference is the first 32 characters of the cluster's genesis hash
// (https://namespaces.chainagnostic.org/solana/caip2):
//   mainnet-beta 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d
//   devnet       EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG
//   testnet      4uhcVJyU9pJkvQyS88uRDiswHXSCkY3zQawwpjk2NsNY
// The deprecated ids are older references that some wallets still announce; AppKit maps them to the same
// networks and so do we. No such id is in use for testnet (AppKit defines none either), so it has none.
//
// Explorer: Solscan serves every cluster from one host and picks the cluster with a `?cluster=` query,
// so links for devnet and testnet must append `?cluster=devnet|testnet` after the path.

const SOL = { name: 'Solana', symbol: 'SOL', decimals: 9 } as const;
const SOLSCAN = { name: 'Solscan', url: 'https://solscan.io' } as const;

export const solana = /* @__PURE__ */ defineCatalogueNetwork({
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  chainNamespace: 'solana',
  name: 'Solana',
  nativeCurrency: SOL,
  rpcUrls: {
    default: {
      http: ['https://api.mainnet-beta.solana.com'],
      webSocket: ['wss://api.mainnet-beta.solana.com'],
    },
  },
  blockExplorers: { default: SOLSCAN },
  deprecatedCaipNetworkId: 'solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ',
  assets: { imageId: 'solana' },
});

export const solanaDevnet = /* @__PURE__ */ defineCatalogueNetwork({
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  chainNamespace: 'solana',
  name: 'Solana Devnet',
  testnet: true,
  nativeCurrency: SOL,
  rpcUrls: {
    default: { http: ['https://api.devnet.solana.com'], webSocket: ['wss://api.devnet.solana.com'] },
  },
  blockExplorers: { default: SOLSCAN },
  deprecatedCaipNetworkId: 'solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K',
  assets: { imageId: 'solana' },
});

export const solanaTestnet = /* @__PURE__ */ defineCatalogueNetwork({
  id: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  chainNamespace: 'solana',
  name: 'Solana Testnet',
  testnet: true,
  nativeCurrency: SOL,
  rpcUrls: {
    default: { http: ['https://api.testnet.solana.com'], webSocket: ['wss://api.testnet.solana.com'] },
  },
  blockExplorers: { default: SOLSCAN },
  assets: { imageId: 'solana' },
});

export const SOLANA_NETWORKS = /* @__PURE__ */ Object.freeze([solana, solanaDevnet, solanaTestnet] as const);
