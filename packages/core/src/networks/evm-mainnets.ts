import { defineCatalogueNetwork, ETHER, multicall3At } from './catalogue-helpers.js';

// Public facts (chain ids, currencies, explorers, Multicall3 deployments) as published by each chain and
// mirrored in viem's chain list. RPC URLs are the chains' own public endpoints (or a keyless public
// provider where the chain has none); apps should pass their own through customRpcUrls for production.

export const mainnet = /* @__PURE__ */ defineCatalogueNetwork({
  id: 1,
  chainNamespace: 'eip155',
  name: 'Ethereum',
  nativeCurrency: ETHER,
  rpcUrls: { default: { http: ['https://ethereum-rpc.publicnode.com'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
  contracts: /* @__PURE__ */ multicall3At(14_353_601),
  assets: { imageId: 'ethereum' },
});

export const arbitrum = /* @__PURE__ */ defineCatalogueNetwork({
  id: 42_161,
  chainNamespace: 'eip155',
  name: 'Arbitrum One',
  nativeCurrency: ETHER,
  rpcUrls: { default: { http: ['https://arb1.arbitrum.io/rpc'] } },
  blockExplorers: { default: { name: 'Arbiscan', url: 'https://arbiscan.io' } },
  contracts: /* @__PURE__ */ multicall3At(7_654_707),
  assets: { imageId: 'arbitrum' },
});

export const optimism = /* @__PURE__ */ defineCatalogueNetwork({
  id: 10,
  chainNamespace: 'eip155',
  name: 'OP Mainnet',
  nativeCurrency: ETHER,
  rpcUrls: { default: { http: ['https://mainnet.optimism.io'] } },
  blockExplorers: { default: { name: 'Optimism Explorer', url: 'https://optimistic.etherscan.io' } },
  contracts: /* @__PURE__ */ multicall3At(4_286_263),
  assets: { imageId: 'optimism' },
});

export const base = /* @__PURE__ */ defineCatalogueNetwork({
  id: 8453,
  chainNamespace: 'eip155',
  name: 'Base',
  nativeCurrency: ETHER,
  rpcUrls: { default: { http: ['https://mainnet.base.org'] } },
  blockExplorers: { default: { name: 'Basescan', url: 'https://basescan.org' } },
  contracts: /* @__PURE__ */ multicall3At(5022),
  assets: { imageId: 'base' },
});

export const polygon = /* @__PURE__ */ defineCatalogueNetwork({
  id: 137,
  chainNamespace: 'eip155',
  name: 'Polygon',
  // MATIC was migrated to POL in September 2024.
  nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
  rpcUrls: { default: { http: ['https://polygon-rpc.com'] } },
  blockExplorers: { default: { name: 'PolygonScan', url: 'https://polygonscan.com' } },
  contracts: /* @__PURE__ */ multicall3At(25_770_160),
  assets: { imageId: 'polygon' },
});

export const bsc = /* @__PURE__ */ defineCatalogueNetwork({
  id: 56,
  chainNamespace: 'eip155',
  name: 'BNB Smart Chain',
  nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
  rpcUrls: { default: { http: ['https://bsc-dataseed.bnbchain.org'] } },
  blockExplorers: { default: { name: 'BscScan', url: 'https://bscscan.com' } },
  contracts: /* @__PURE__ */ multicall3At(15_921_452),
  assets: { imageId: 'bsc' },
});

export const gnosis = /* @__PURE__ */ defineCatalogueNetwork({
  id: 100,
  chainNamespace: 'eip155',
  name: 'Gnosis',
  nativeCurrency: { name: 'xDAI', symbol: 'XDAI', decimals: 18 },
  rpcUrls: {
    default: { http: ['https://rpc.gnosischain.com'], webSocket: ['wss://rpc.gnosischain.com/wss'] },
  },
  blockExplorers: { default: { name: 'Gnosisscan', url: 'https://gnosisscan.io' } },
  contracts: /* @__PURE__ */ multicall3At(21_022_491),
  assets: { imageId: 'gnosis' },
});

export const avalanche = /* @__PURE__ */ defineCatalogueNetwork({
  id: 43_114,
  chainNamespace: 'eip155',
  name: 'Avalanche',
  nativeCurrency: { name: 'Avalanche', symbol: 'AVAX', decimals: 18 },
  rpcUrls: { default: { http: ['https://api.avax.network/ext/bc/C/rpc'] } },
  blockExplorers: { default: { name: 'SnowTrace', url: 'https://snowtrace.io' } },
  contracts: /* @__PURE__ */ multicall3At(11_907_934),
  assets: { imageId: 'avalanche' },
});

export const zksync = /* @__PURE__ */ defineCatalogueNetwork({
  id: 324,
  chainNamespace: 'eip155',
  name: 'ZKsync Era',
  nativeCurrency: ETHER,
  rpcUrls: {
    default: { http: ['https://mainnet.era.zksync.io'], webSocket: ['wss://mainnet.era.zksync.io/ws'] },
  },
  blockExplorers: { default: { name: 'ZKsync Explorer', url: 'https://explorer.zksync.io' } },
  // ZKsync Era's different bytecode rules put Multicall3 at its own address.
  contracts: /* @__PURE__ */ multicall3At(3_908_235, '0xF9cda624FBC7e059355ce98a31693d299FACd963'),
  assets: { imageId: 'zksync' },
});

export const fantom = /* @__PURE__ */ defineCatalogueNetwork({
  id: 250,
  chainNamespace: 'eip155',
  name: 'Fantom',
  nativeCurrency: { name: 'Fantom', symbol: 'FTM', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpcapi.fantom.network'] } },
  blockExplorers: { default: { name: 'FTMScan', url: 'https://ftmscan.com' } },
  contracts: /* @__PURE__ */ multicall3At(33_001_987),
  assets: { imageId: 'fantom' },
});

export const kaia = /* @__PURE__ */ defineCatalogueNetwork({
  id: 8217,
  chainNamespace: 'eip155',
  name: 'Kaia',
  nativeCurrency: { name: 'Kaia', symbol: 'KAIA', decimals: 18 },
  rpcUrls: { default: { http: ['https://public-en.node.kaia.io'] } },
  blockExplorers: { default: { name: 'KaiaScan', url: 'https://kaiascan.io' } },
  contracts: /* @__PURE__ */ multicall3At(96_002_415),
  assets: { imageId: 'kaia' },
});

export const aurora = /* @__PURE__ */ defineCatalogueNetwork({
  id: 1_313_161_554,
  chainNamespace: 'eip155',
  name: 'Aurora',
  nativeCurrency: ETHER,
  rpcUrls: { default: { http: ['https://mainnet.aurora.dev'] } },
  blockExplorers: { default: { name: 'Aurorascan', url: 'https://aurorascan.dev' } },
  contracts: /* @__PURE__ */ multicall3At(62_907_816),
  assets: { imageId: 'aurora' },
});

export const celo = /* @__PURE__ */ defineCatalogueNetwork({
  id: 42_220,
  chainNamespace: 'eip155',
  name: 'Celo',
  nativeCurrency: { name: 'CELO', symbol: 'CELO', decimals: 18 },
  rpcUrls: { default: { http: ['https://forno.celo.org'] } },
  blockExplorers: { default: { name: 'Celoscan', url: 'https://celoscan.io' } },
  contracts: /* @__PURE__ */ multicall3At(13_112_599),
  assets: { imageId: 'celo' },
});

export const linea = /* @__PURE__ */ defineCatalogueNetwork({
  id: 59_144,
  chainNamespace: 'eip155',
  name: 'Linea Mainnet',
  nativeCurrency: { name: 'Linea Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.linea.build'], webSocket: ['wss://rpc.linea.build'] } },
  blockExplorers: { default: { name: 'Lineascan', url: 'https://lineascan.build' } },
  contracts: /* @__PURE__ */ multicall3At(42),
  assets: { imageId: 'linea' },
});

export const scroll = /* @__PURE__ */ defineCatalogueNetwork({
  id: 534_352,
  chainNamespace: 'eip155',
  name: 'Scroll',
  nativeCurrency: ETHER,
  rpcUrls: { default: { http: ['https://rpc.scroll.io'], webSocket: ['wss://wss-rpc.scroll.io/ws'] } },
  blockExplorers: { default: { name: 'Scrollscan', url: 'https://scrollscan.com' } },
  contracts: /* @__PURE__ */ multicall3At(14),
  assets: { imageId: 'scroll' },
});

export const zora = /* @__PURE__ */ defineCatalogueNetwork({
  id: 7_777_777,
  chainNamespace: 'eip155',
  name: 'Zora',
  nativeCurrency: ETHER,
  rpcUrls: { default: { http: ['https://rpc.zora.energy'], webSocket: ['wss://rpc.zora.energy'] } },
  blockExplorers: { default: { name: 'Zora Explorer', url: 'https://explorer.zora.energy' } },
  contracts: /* @__PURE__ */ multicall3At(5882),
  assets: { imageId: 'zora' },
});

export const mantle = /* @__PURE__ */ defineCatalogueNetwork({
  id: 5000,
  chainNamespace: 'eip155',
  name: 'Mantle',
  nativeCurrency: { name: 'MNT', symbol: 'MNT', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.mantle.xyz'] } },
  blockExplorers: { default: { name: 'Mantlescan', url: 'https://mantlescan.xyz' } },
  contracts: /* @__PURE__ */ multicall3At(304_717),
  assets: { imageId: 'mantle' },
});

export const blast = /* @__PURE__ */ defineCatalogueNetwork({
  id: 81_457,
  chainNamespace: 'eip155',
  name: 'Blast',
  nativeCurrency: ETHER,
  rpcUrls: { default: { http: ['https://rpc.blast.io'] } },
  blockExplorers: { default: { name: 'Blastscan', url: 'https://blastscan.io' } },
  contracts: /* @__PURE__ */ multicall3At(212_929),
  assets: { imageId: 'blast' },
});

export const berachain = /* @__PURE__ */ defineCatalogueNetwork({
  id: 80_094,
  chainNamespace: 'eip155',
  name: 'Berachain',
  nativeCurrency: { name: 'BERA Token', symbol: 'BERA', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.berachain.com'] } },
  blockExplorers: { default: { name: 'Berascan', url: 'https://berascan.com' } },
  contracts: /* @__PURE__ */ multicall3At(0),
  assets: { imageId: 'berachain' },
});

/** The EVM mainnets of the catalogue, in the order the network list shows them. */
export const EVM_MAINNETS = /* @__PURE__ */ Object.freeze([
  mainnet,
  arbitrum,
  optimism,
  base,
  polygon,
  bsc,
  gnosis,
  avalanche,
  zksync,
  fantom,
  kaia,
  aurora,
  celo,
  linea,
  scroll,
  zora,
  mantle,
  blast,
  berachain,
] as const);
