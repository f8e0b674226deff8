import type { Chain } from 'viem';
import type { optimism as viemOptimism, zksync as viemZksync } from 'viem/chains';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { CaipNetworkDefinition } from './define-caip-network.js';
import { EVM_MAINNETS, mainnet, zksync } from './evm-mainnets.js';
import { EVM_TESTNETS } from './evm-testnets.js';
import { walletportDevnet } from './local.js';
import type { CaipNetwork, EvmCaipNetwork } from './types.js';

// The type assertions here are checked by `tsc` (npm run typecheck), not at test run time: they prove that
// eip155 networks can be handed to viem / wagmi as chains, and viem chains can be turned into networks.
// Only types are imported from viem, so @walletport/core keeps no runtime dependency on it.
describe('viem compatibility', () => {
  it('eip155 networks are viem chains', () => {
    expectTypeOf(mainnet).toExtend<Chain>();
    expectTypeOf(zksync).toExtend<Chain>();
    expectTypeOf(walletportDevnet).toExtend<Chain>();
    expectTypeOf(EVM_MAINNETS).toExtend<readonly Chain[]>();
    expectTypeOf(EVM_TESTNETS).toExtend<readonly Chain[]>();
    expectTypeOf<EvmCaipNetwork>().toExtend<Chain>();
    expect(typeof mainnet.id).toBe('number');
  });

  it('a viem chain plus a namespace is a network definition', () => {
    expectTypeOf<typeof viemOptimism & { chainNamespace: 'eip155' }>().toExtend<CaipNetworkDefinition>();
    expectTypeOf<typeof viemZksync & { chainNamespace: 'eip155' }>().toExtend<CaipNetworkDefinition>();
  });

  it('non-eip155 networks are not viem chains (their id is a string)', () => {
    expectTypeOf<CaipNetwork<'solana', string>>().not.toExtend<Chain>();
  });
});
