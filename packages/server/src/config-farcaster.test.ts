import { DEVNET_CONTRACTS } from '@walletport/devnet';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';
import { DEVNET_ID_REGISTRY } from './config-farcaster.js';

const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return error.problems.map((problem) => `${problem.variable} ${problem.problem}`);
  }
};

const OP_REGISTRY = '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b';

describe('Farcaster configuration', () => {
  it('defaults to the devnet registry in the demo setup, and to off elsewhere', () => {
    expect(DEVNET_ID_REGISTRY).toBe(DEVNET_CONTRACTS.idRegistry);
    expect(loadConfig({ DEMO: 'true' }).farcaster).toEqual({
      chainId: 31337,
      idRegistry: DEVNET_CONTRACTS.idRegistry,
    });
    expect(loadConfig({}).farcaster).toBeUndefined();
  });

  it('reads a registry on a served chain', () => {
    const config = loadConfig({
      CHAIN_RPC_10: 'https://optimism.example',
      FARCASTER_CHAIN_ID: '10',
      FARCASTER_ID_REGISTRY: OP_REGISTRY,
    });
    expect(config.farcaster).toEqual({ chainId: 10, idRegistry: OP_REGISTRY });
  });

  it('refuses half a setting, a chain it does not serve and malformed values', () => {
    expect(problemsOf({ FARCASTER_CHAIN_ID: '10' })).toEqual([
      'FARCASTER_ID_REGISTRY must be set too: FARCASTER_CHAIN_ID and FARCASTER_ID_REGISTRY go together',
    ]);
    expect(problemsOf({ DEMO: 'true', FARCASTER_ID_REGISTRY: OP_REGISTRY })).toEqual([
      'FARCASTER_CHAIN_ID must be set too: FARCASTER_CHAIN_ID and FARCASTER_ID_REGISTRY go together',
    ]);
    expect(problemsOf({ FARCASTER_CHAIN_ID: '10', FARCASTER_ID_REGISTRY: OP_REGISTRY })).toEqual([
      'FARCASTER_CHAIN_ID is 10, a chain this server does not serve: set CHAIN_RPC_10 too',
    ]);
    expect(problemsOf({ DEMO: 'true', FARCASTER_CHAIN_ID: 'ten', FARCASTER_ID_REGISTRY: '0x1234' })).toEqual([
      'FARCASTER_CHAIN_ID must be a positive decimal chain id, got "ten"',
      'FARCASTER_ID_REGISTRY must be a 0x address of 40 hex digits, got "0x1234"',
    ]);
  });
});
