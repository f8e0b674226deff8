import { defineCatalogueNetwork, multicall3At } from './catalogue-helpers.js';

// Public test networks. Image ids reuse the mainnet's, as wallets and explorers do.

const SEPOLIA_ETHER = { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 } as const;

export const sepolia = /* @__PURE__ */ defineCatalogueNetwork({
  id: 11_155_111,
  chainNamespace: 'eip155',
  name: 'Sepolia',
  testnet: true,
  nativeCurrency: SEPOLIA_ETHER,
  rpcUrls: { default: { http: ['https://ethereum-sepolia-rpc.publicnode.com'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://sepolia.etherscan.io' } },
  contracts: /* @__PURE__ */ multicall3At(751_532),
  assets: { imageId: 'ethereum' },
});

export const baseSepolia = /* @__PURE__ */ defineCatalogueNetwork({
  id: 84_532,
  chainNamespace: 'eip155',
  name: 'Base Sepolia',
  testnet: true,
  nativeCurrency: SEPOLIA_ETHER,
  rpcUrls: { default: { http: ['https://sepolia.base.org'] } },
  blockExplorers: { default: { name: 'Basescan', url: 'https://sepolia.basescan.org' } },
  contracts: /* @__PURE__ */ multicall3At(1_059_647),
  assets: { imageId: 'base' },
});

export const arbitrumSepolia = /* @__PURE__ */ defineCatalogueNetwork({
  id: 421_614,
  chainNamespace: 'eip155',
  name: 'Arbitrum Sepolia',
  testnet: true,
  nativeCurrency: { name: 'Arbitrum Sepolia Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://sepolia-rollup.arbitrum.io/rpc'] } },
  blockExplorers: { default: { name: 'Arbiscan', url: 'https://sepolia.arbiscan.io' } },
  contracts: /* @__PURE__ */ multicall3At(81_930),
  assets: { imageId: 'arbitrum' },
});

export const optimismSepolia = /* @__PURE__ */ defineCatalogueNetwork({
  id: 11_155_420,
  chainNamespace: 'eip155',
  name: 'OP Sepolia',
  testnet: true,
  nativeCurrency: SEPOLIA_ETHER,
  rpcUrls: { default: { http: ['https://sepolia.optimism.io'] } },
  blockExplorers: { default: { name: 'Blockscout', url: 'https://optimism-sepolia.blockscout.com' } },
  contracts: /* @__PURE__ */ multicall3At(1_620_204),
  assets: { imageId: 'optimism' },
});

export const polygonAmoy = /* @__PURE__ */ defineCatalogueNetwork({
  id: 80_002,
  chainNamespace: 'eip155',
  name: 'Polygon Amoy',
  testnet: true,
  nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc-amoy.polygon.technology'] } },
  blockExplorers: { default: { name: 'PolygonScan', url: 'https://amoy.polygonscan.com' } },
  contracts: /* @__PURE__ */ multicall3At(3_127_388),
  assets: { imageId: 'polygon' },
});

export const EVM_TESTNETS = /* @__PURE__ */ Object.freeze([
  sepolia,
  baseSepolia,
  arbitrumSepolia,
  optimismSepolia,
  polygonAmoy,
] as const);
