/** The pure parts: CAIP ↔ Wallet Standard chains, and reading the wallet-connect session's solana namespace. */
import {
  localSolana,
  mainnet,
  solana,
  solanaDevnet,
  solanaTestnet,
  type UniversalProviderLike,
} from '@walletport/core/internal';
import { solanaTestKeypair } from '@walletport/solnet/keys';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { requireNetwork, solanaNetworks, standardChainOf } from '../src/chains.js';
import { sessionAccounts, sessionConnection } from '../src/walletconnect-session.js';
import { isSolanaWallet, walletName } from '../src/wallet-standard.js';

const A = solanaTestKeypair(0).address;
const B = solanaTestKeypair(1).address;

function providerWith(accounts: string[], methods = ['solana_signMessage']) {
  const requests: { method: string; chain: string | undefined }[] = [];
  const provider = {
    session: { topic: 't', namespaces: { solana: { accounts, methods, events: [] } } },
    request: async ({ method }: { method: string }, chain?: string) => {
      requests.push({ method, chain });
      return { signature: 'x' };
    },
    setDefaultChain: () => undefined,
    disconnect: async () => undefined,
    on: () => undefined,
    removeListener: () => undefined,
  };
  return { requests, provider: provider as unknown as UniversalProviderLike };
}

describe('Wallet Standard chains', () => {
  it('maps the catalogue clusters and the local chain to their standard ids', () => {
    expect(standardChainOf(solana)).toBe('solana:mainnet');
    expect(standardChainOf(solanaDevnet)).toBe('solana:devnet');
    expect(standardChainOf(solanaTestnet)).toBe('solana:testnet');
    expect(standardChainOf(localSolana({ port: 18_899 }))).toBe('solana:localnet');
    expect(standardChainOf({ id: 'SomeOtherClusterReference0000000' })).toBeUndefined();
  });

  it('keeps only solana networks, and names an unconfigured one', () => {
    expect(solanaNetworks([mainnet, solana, solanaDevnet])).toEqual([solana, solanaDevnet]);
    expect(() => requireNetwork([solana], solanaDevnet.id)).toThrow('Chain not configured');
    expect(() => requireNetwork([], undefined)).toThrow('Chain not configured');
    expect(requireNetwork([solana, solanaDevnet], undefined)).toBe(solana);
  });
});

describe('the wallet-connect session’s solana namespace', () => {
  it('groups approved base58 accounts per chain and binds requests to the chain', async () => {
    const { provider, requests } = providerWith([
      `solana:${solana.id}:${A}`,
      `solana:${solanaDevnet.id}:${A}`,
      `solana:${solanaDevnet.id}:${B}`,
      `eip155:1:0x${'a'.repeat(40)}`,
    ]);
    expect(sessionAccounts(provider)).toEqual(
      new Map([
        [solana.id, [A]],
        [solanaDevnet.id, [A, B]],
      ]),
    );
    const connection = sessionConnection(provider, solanaDevnet.id);
    expect(connection).toMatchObject({
      chainId: solanaDevnet.id,
      accounts: [A, B],
      connectorId: 'walletConnect',
    });
    await connection?.request('solana_signMessage', {});
    expect(requests).toEqual([{ method: 'solana_signMessage', chain: `solana:${solanaDevnet.id}` }]);
    // A chain the wallet did not approve falls back to the first approved one.
    expect(sessionConnection(provider, 'NotApproved')?.chainId).toBe(solana.id);
  });

  it('ignores malformed accounts, whatever the wallet sent', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 120 }), { maxLength: 8 }), (accounts) => {
        const parsed = sessionAccounts(providerWith(accounts).provider);
        for (const [reference, addresses] of parsed) {
          expect(reference).not.toContain(':');
          for (const address of addresses) {
            expect(accounts).toContain(`solana:${reference}:${address}`);
            expect(address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
          }
        }
      }),
    );
    expect(
      sessionConnection(providerWith([`solana:${solana.id}:0xabc`]).provider, solana.id),
    ).toBeUndefined();
    expect(
      sessionConnection(providerWith([`solana:${solana.id}:${A}:extra`]).provider, solana.id),
    ).toBeUndefined();
  });
});

describe('which Wallet Standard wallets are listed', () => {
  const base = {
    version: '1.0.0' as const,
    name: 'W',
    icon: 'data:image/svg+xml;base64,AA==' as const,
    accounts: [],
  };
  it('needs a solana chain, connect, and a way to sign', () => {
    const features = { 'standard:connect': {}, 'solana:signMessage': {} } as never;
    expect(isSolanaWallet({ ...base, chains: ['solana:mainnet'], features })).toBe(true);
    expect(isSolanaWallet({ ...base, chains: ['sui:mainnet'], features })).toBe(false);
    expect(
      isSolanaWallet({ ...base, chains: ['solana:mainnet'], features: { 'standard:connect': {} } as never }),
    ).toBe(false);
  });

  it('shows a wallet’s name on one line and at most 64 characters', () => {
    const name = (text: string) => walletName({ ...base, name: text, chains: [], features: {} });
    expect(name('  Dev\n\tWallet  ')).toBe('Dev Wallet');
    expect(name('x'.repeat(200))).toHaveLength(64);
    expect(name('   ')).toBe('Solana Wallet');
  });
});
