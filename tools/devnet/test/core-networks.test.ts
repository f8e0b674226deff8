import { LOCAL_DEVNET_CONTRACTS, walletportDevnet, walletportDevnet2 } from '@walletport/core/internal';
import { describe, expect, it } from 'vitest';
import { DEVNET_CHAINS, DEVNET_CONTRACTS } from '../src/index.js';

// The core network catalogue describes the chains this devnet starts; the two must never drift apart.
describe('core network catalogue agrees with the devnet', () => {
  it('has the same chain ids, names and default ports', () => {
    const core = [walletportDevnet, walletportDevnet2].map((n) => ({
      id: n.id,
      name: n.name,
      rpc: n.rpcUrls.default.http[0],
    }));
    expect(core).toEqual(
      DEVNET_CHAINS.map((c) => ({ id: c.id, name: c.name, rpc: `http://127.0.0.1:${c.port}` })),
    );
  });

  it('points Multicall3 at the address the devnet deploys it to', () => {
    expect(LOCAL_DEVNET_CONTRACTS.multicall3?.address).toBe(DEVNET_CONTRACTS.multicall3);
    expect(walletportDevnet.contracts?.multicall3?.address).toBe(DEVNET_CONTRACTS.multicall3);
  });
});
