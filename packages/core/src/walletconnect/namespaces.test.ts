import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localDevnet, mainnet, sepolia, solana } from '../networks/index.js';
import {
  approvalsOf,
  chainsOf,
  EIP155_METHODS,
  requestedChainsOfSession,
  requestedNamespaces,
  SOLANA_METHODS,
} from './namespaces.js';

describe('requestedNamespaces', () => {
  it('requests every configured network per namespace, default network first, with RPC URLs', () => {
    const devnet = localDevnet({ id: 31337, name: 'Devnet', port: 8545 });
    const namespaces = requestedNamespaces([mainnet, devnet, solana], {
      defaultNetwork: devnet,
      rpcUrlOf: (network) => (network.id === 1 ? 'https://rpc.example/1' : network.rpcUrls.default.http[0]),
    });
    expect(namespaces.eip155?.chains).toEqual(['eip155:31337', 'eip155:1']);
    expect(namespaces.eip155?.defaultChain).toBe('31337');
    expect(namespaces.eip155?.rpcMap).toEqual({
      'eip155:31337': 'http://127.0.0.1:8545',
      'eip155:1': 'https://rpc.example/1',
    });
    expect(namespaces.eip155?.methods).toEqual([...EIP155_METHODS]);
    expect(namespaces.eip155?.events).toEqual(['chainChanged', 'accountsChanged']);
    expect(namespaces.solana?.methods).toEqual([...SOLANA_METHODS]);
    expect(chainsOf(namespaces)).toEqual(['eip155:31337', 'eip155:1', solana.caipNetworkId]);
  });

  it('asks the wallet for signing and account methods, and leaves node reads to the RPC URL', () => {
    const methods = requestedNamespaces([sepolia]).eip155?.methods ?? [];
    for (const method of [
      'personal_sign',
      'eth_sendTransaction',
      'eth_signTypedData_v4',
      'wallet_switchEthereumChain',
    ])
      expect(methods).toContain(method);
    for (const method of ['eth_estimateGas', 'eth_call', 'eth_getBalance', 'eth_sendRawTransaction'])
      expect(methods).not.toContain(method);
  });
});

describe('approvalsOf', () => {
  it('gives each namespace its unique addresses on the first account’s chain, or on a preferred chain', () => {
    const session = {
      namespaces: {
        eip155: { accounts: ['eip155:1:0xAa', 'eip155:1:0xBb', 'eip155:5:0xAa', 'eip155:1:0xAa'] },
        near: { accounts: ['near:mainnet:alice'] },
      },
    };
    expect(approvalsOf(session)).toEqual([
      {
        namespace: 'eip155',
        accounts: [
          { address: '0xAa', type: 'eoa' },
          { address: '0xBb', type: 'eoa' },
        ],
        chainId: 1,
      },
    ]);
    expect(approvalsOf(session, ['eip155:5'])[0]).toMatchObject({
      chainId: 5,
      accounts: [{ address: '0xAa' }],
    });
  });

  it('keeps non-eip155 references as strings and never throws on any account text', () => {
    expect(approvalsOf({ namespaces: { solana: { accounts: ['solana:5eykt:Abc'] } } })[0]?.chainId).toBe(
      '5eykt',
    );
    fc.assert(
      fc.property(fc.array(fc.string()), (accounts) => {
        const approvals = approvalsOf({ namespaces: { eip155: { accounts } } });
        for (const approval of approvals)
          for (const account of approval.accounts)
            expect(accounts.some((a) => a.endsWith(account.address))).toBe(true);
      }),
    );
  });
});

describe('requestedChainsOfSession', () => {
  it('reads the chains the session was proposed with, required and optional, not only approved ones', () => {
    expect(
      requestedChainsOfSession({
        namespaces: { eip155: { accounts: ['eip155:1:0xA'] } },
        requiredNamespaces: { 'eip155:10': {} },
        optionalNamespaces: { eip155: { chains: ['eip155:1', 'eip155:5'] } },
      }),
    ).toEqual(['eip155:10', 'eip155:1', 'eip155:5']);
  });
});
