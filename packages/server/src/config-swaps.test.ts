import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';
import { DEVNET_SWAP_ROUTER } from './config-chains.js';

const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return error.problems.map((problem) => problem.variable);
  }
};

describe('swap configuration', () => {
  it('gives the devnet chains the devnet router and public chains none', () => {
    const config = loadConfig({ DEMO: 'true', CHAIN_RPC_1: 'https://rpc.example' });
    const routerOf = (id: number) => config.chains.find((chain) => chain.chainId === id)?.swapRouter;
    expect(routerOf(31337)).toBe(DEVNET_SWAP_ROUTER);
    expect(routerOf(31338)).toBe(DEVNET_SWAP_ROUTER);
    expect(routerOf(1)).toBeUndefined();
    expect(config.swaps).toEqual({ provider: 'amm', upstreamUrl: undefined, upstreamProjectId: undefined });
  });

  it('reads CHAIN_SWAP_ROUTER_<id>, and empty turns a default off', () => {
    const router = '0x1111111111111111111111111111111111111111';
    const config = loadConfig({
      DEMO: 'true',
      CHAIN_RPC_8453: 'https://base.example',
      CHAIN_SWAP_ROUTER_8453: router,
      CHAIN_SWAP_ROUTER_31338: '',
    });
    expect(config.chains.find((chain) => chain.chainId === 8453)?.swapRouter).toBe(router);
    expect(config.chains.find((chain) => chain.chainId === 31338)?.swapRouter).toBeUndefined();
    expect(problemsOf({ DEMO: 'true', CHAIN_SWAP_ROUTER_31337: '0x123' })).toEqual([
      'CHAIN_SWAP_ROUTER_31337',
    ]);
  });

  it('chooses the upstream when SWAP_UPSTREAM_URL is set, and checks the provider settings', () => {
    expect(
      loadConfig({ SWAP_UPSTREAM_URL: 'https://swaps.example', SWAP_UPSTREAM_PROJECT_ID: 'p1' }).swaps,
    ).toEqual({
      provider: 'upstream',
      upstreamUrl: 'https://swaps.example',
      upstreamProjectId: 'p1',
    });
    expect(
      loadConfig({ SWAP_PROVIDER: 'amm', SWAP_UPSTREAM_URL: 'https://swaps.example' }).swaps.provider,
    ).toBe('amm');
    expect(problemsOf({ SWAP_PROVIDER: 'upstream' })).toEqual(['SWAP_UPSTREAM_URL']);
    expect(problemsOf({ SWAP_PROVIDER: 'oneinch' })).toEqual(['SWAP_PROVIDER']);
    expect(problemsOf({ SWAP_UPSTREAM_URL: 'ftp://swaps.example' })).toEqual(['SWAP_UPSTREAM_URL']);
  });

  it('never echoes the upstream URL, which may carry a key', () => {
    try {
      loadConfig({ SWAP_UPSTREAM_URL: 'not a url?key=secret' });
      expect.unreachable();
    } catch (error) {
      expect(String(error)).not.toContain('secret');
    }
  });
});
