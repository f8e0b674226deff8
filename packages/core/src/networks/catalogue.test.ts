import { describe, expect, it } from 'vitest';
import { isKnownNamespace, parseCaipNetworkId } from '../caip/index.js';
import { ALL_NETWORKS } from './catalogue.js';
import * as mainnets from './evm-mainnets.js';
import { EVM_MAINNETS } from './evm-mainnets.js';
import * as testnets from './evm-testnets.js';
import { EVM_TESTNETS } from './evm-testnets.js';
import { LOCAL_DEVNETS } from './local.js';
import * as solanaNetworks from './solana.js';
import { SOLANA_NETWORKS } from './solana.js';
import type { CaipNetwork } from './types.js';

const EVERY_NETWORK: readonly CaipNetwork[] = [...ALL_NETWORKS, ...LOCAL_DEVNETS];
const isLocal = (network: CaipNetwork) => (LOCAL_DEVNETS as readonly CaipNetwork[]).includes(network);

/** The AppKit export names and the chain facts they must carry (chain id, native symbol, testnet). */
const EXPECTED_EVM: ReadonlyArray<
  readonly [keyof typeof mainnets | keyof typeof testnets, number, string, boolean]
> = [
  ['mainnet', 1, 'ETH', false],
  ['arbitrum', 42161, 'ETH', false],
  ['optimism', 10, 'ETH', false],
  ['base', 8453, 'ETH', false],
  ['polygon', 137, 'POL', false],
  ['bsc', 56, 'BNB', false],
  ['gnosis', 100, 'XDAI', false],
  ['avalanche', 43114, 'AVAX', false],
  ['zksync', 324, 'ETH', false],
  ['fantom', 250, 'FTM', false],
  ['kaia', 8217, 'KAIA', false],
  ['aurora', 1313161554, 'ETH', false],
  ['celo', 42220, 'CELO', false],
  ['linea', 59144, 'ETH', false],
  ['scroll', 534352, 'ETH', false],
  ['zora', 7777777, 'ETH', false],
  ['mantle', 5000, 'MNT', false],
  ['blast', 81457, 'ETH', false],
  ['berachain', 80094, 'BERA', false],
  ['sepolia', 11155111, 'ETH', true],
  ['baseSepolia', 84532, 'ETH', true],
  ['arbitrumSepolia', 421614, 'ETH', true],
  ['optimismSepolia', 11155420, 'ETH', true],
  ['polygonAmoy', 80002, 'POL', true],
];

const evmExports: Record<string, unknown> = { ...mainnets, ...testnets };

describe('network catalogue', () => {
  it('holds the 24 EVM networks and the three Solana networks', () => {
    expect(EVM_MAINNETS.length + EVM_TESTNETS.length).toBe(24);
    expect(SOLANA_NETWORKS).toHaveLength(3);
    expect(ALL_NETWORKS).toEqual([...EVM_MAINNETS, ...EVM_TESTNETS, ...SOLANA_NETWORKS]);
  });

  it('leaves the local devnets out of ALL_NETWORKS (their ids are shared by every local node)', () => {
    for (const devnet of LOCAL_DEVNETS) expect(ALL_NETWORKS).not.toContain(devnet);
  });

  it.each(EXPECTED_EVM)(
    'exports %s with chain id %i, native symbol %s, testnet %s',
    (name, id, symbol, testnet) => {
      const network = evmExports[name] as CaipNetwork;
      expect(network.id).toBe(id);
      expect(network.chainNamespace).toBe('eip155');
      expect(network.nativeCurrency.symbol).toBe(symbol);
      expect(network.nativeCurrency.decimals).toBe(18);
      expect(network.testnet).toBe(testnet);
      expect(ALL_NETWORKS).toContain(network);
    },
  );

  it('lists every exported EVM network exactly once in EVM_MAINNETS or EVM_TESTNETS', () => {
    expect([...EVM_MAINNETS, ...EVM_TESTNETS].map((network) => network.id).sort()).toEqual(
      EXPECTED_EVM.map(([, id]) => id).sort(),
    );
    expect(EVM_MAINNETS.every((network) => !network.testnet)).toBe(true);
    expect(EVM_TESTNETS.every((network) => network.testnet)).toBe(true);
  });

  it('uses the well-known Solana genesis-hash ids and the deprecated ids wallets still send', () => {
    const { solana, solanaDevnet, solanaTestnet } = solanaNetworks;
    expect(solana.caipNetworkId).toBe('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp');
    expect(solana.deprecatedCaipNetworkId).toBe('solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ');
    expect(solana.testnet).toBe(false);
    expect(solanaDevnet.caipNetworkId).toBe('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1');
    expect(solanaDevnet.deprecatedCaipNetworkId).toBe('solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K');
    expect(solanaDevnet.testnet).toBe(true);
    expect(solanaTestnet.caipNetworkId).toBe('solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z');
    expect(solanaTestnet.testnet).toBe(true);
    for (const network of SOLANA_NETWORKS) {
      expect(network.nativeCurrency).toEqual({ name: 'Solana', symbol: 'SOL', decimals: 9 });
    }
  });

  describe.each(EVERY_NETWORK.map((network) => [network.name, network] as const))('%s', (_name, network) => {
    it('has caipNetworkId namespace:id, which the CAIP-2 parser accepts', () => {
      expect(network.caipNetworkId).toBe(`${network.chainNamespace}:${network.id}`);
      expect(parseCaipNetworkId(network.caipNetworkId)).toEqual({
        chainNamespace: network.chainNamespace,
        chainId: String(network.id),
      });
      if (network.deprecatedCaipNetworkId !== undefined) {
        expect(parseCaipNetworkId(network.deprecatedCaipNetworkId).chainNamespace).toBe(
          network.chainNamespace,
        );
      }
    });

    it('is in a known namespace, with a numeric id exactly when eip155', () => {
      expect(isKnownNamespace(network.chainNamespace)).toBe(true);
      expect(typeof network.id === 'number').toBe(network.chainNamespace === 'eip155');
    });

    it('has https RPC URLs (wss for WebSocket), or 127.0.0.1 for a local devnet', () => {
      const { http, webSocket = [] } = network.rpcUrls.default;
      expect(http.length).toBeGreaterThan(0);
      const [httpProtocol, wsProtocol] = isLocal(network) ? ['http:', 'ws:'] : ['https:', 'wss:'];
      for (const url of http) {
        expect(new URL(url).protocol).toBe(httpProtocol);
        if (isLocal(network)) expect(new URL(url).hostname).toBe('127.0.0.1');
      }
      for (const url of webSocket) expect(new URL(url).protocol).toBe(wsProtocol);
    });

    it('has an https block explorer without trailing slash (local devnets have none)', () => {
      if (isLocal(network)) {
        expect(network.blockExplorers).toBeUndefined();
        return;
      }
      const explorer = network.blockExplorers?.default;
      expect(explorer?.name).toBeTruthy();
      expect(new URL(explorer?.url ?? '').protocol).toBe('https:');
      expect(explorer?.url.endsWith('/')).toBe(false);
    });

    it('has a sane native currency', () => {
      const { name, symbol, decimals } = network.nativeCurrency;
      expect(name.length).toBeGreaterThan(0);
      expect(symbol).toMatch(/^[A-Z]{2,6}$/);
      expect(Number.isInteger(decimals)).toBe(true);
      expect(decimals).toBeGreaterThanOrEqual(6);
      expect(decimals).toBeLessThanOrEqual(18);
    });

    it('has a short stable image id', () => {
      expect(network.assets?.imageId).toMatch(/^[a-z0-9-]{2,32}$/);
    });

    it('is frozen, so no instance can change it for the others', () => {
      expect(Object.isFrozen(network)).toBe(true);
      expect(Object.isFrozen(network.rpcUrls.default.http)).toBe(true);
      expect(() => {
        (network as { name: string }).name = 'changed';
      }).toThrow(TypeError);
    });
  });

  it('gives every public EVM network the Multicall3 contract viem uses for batched reads', () => {
    for (const network of [...EVM_MAINNETS, ...EVM_TESTNETS]) {
      const multicall3 = network.contracts.multicall3;
      expect(multicall3.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
      expect(Number.isInteger(multicall3.blockCreated)).toBe(true);
    }
  });

  it('has unique ids, names and caipNetworkIds, and no deprecated id that is another network’s id', () => {
    const ids = EVERY_NETWORK.map((network) => network.caipNetworkId);
    const deprecated = EVERY_NETWORK.flatMap((network) => network.deprecatedCaipNetworkId ?? []);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set([...ids, ...deprecated]).size).toBe(ids.length + deprecated.length);
    const names = EVERY_NETWORK.map((network) => network.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('freezes the lists themselves', () => {
    for (const list of [ALL_NETWORKS, EVM_MAINNETS, EVM_TESTNETS, SOLANA_NETWORKS, LOCAL_DEVNETS]) {
      expect(Object.isFrozen(list)).toBe(true);
    }
  });
});
