import { buildApprovedNamespaces } from '@walletconnect/utils';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  parseEip155ChainId,
  supportedEip155Namespace,
  toCaipChainId,
  walletConnectMethods,
} from '../../src/walletconnect/namespaces.js';
import { sessionChainUpdate } from '../../src/walletconnect/session-chains.js';

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

describe('supportedEip155Namespace', () => {
  it('offers every devnet chain with the account on each, the handlers’ methods and both events', () => {
    expect(supportedEip155Namespace([31337, 31338], address)).toEqual({
      eip155: {
        chains: ['eip155:31337', 'eip155:31338'],
        methods: [
          'personal_sign',
          'eth_signTypedData_v4',
          'eth_sendTransaction',
          'eth_accounts',
          'eth_requestAccounts',
          'eth_chainId',
          'wallet_switchEthereumChain',
        ],
        events: ['accountsChanged', 'chainChanged'],
        accounts: [`eip155:31337:${address}`, `eip155:31338:${address}`],
      },
    });
  });

  it('is accepted by buildApprovedNamespaces for a dapp asking for one devnet chain', () => {
    const approved = buildApprovedNamespaces({
      proposal: {
        id: 1,
        expiryTimestamp: 0,
        relays: [],
        proposer: { publicKey: '', metadata: { name: '', description: '', url: '', icons: [] } },
        pairingTopic: '',
        requiredNamespaces: {},
        optionalNamespaces: {
          eip155: {
            chains: ['eip155:31337'],
            methods: ['personal_sign', 'eth_sign'],
            events: ['chainChanged'],
          },
        },
      },
      supportedNamespaces: supportedEip155Namespace([31337, 31338], address),
    });
    expect(approved.eip155).toEqual({
      chains: ['eip155:31337'],
      methods: ['personal_sign'],
      events: ['chainChanged'],
      accounts: [`eip155:31337:${address}`],
    });
  });
});

describe('CAIP-2 chain ids', () => {
  it('round-trips every positive safe chain id', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (id) => {
        expect(parseEip155ChainId(toCaipChainId(id))).toBe(id);
      }),
    );
  });

  it('refuses other namespaces, zero, leading zeros, hex and junk', () => {
    for (const text of [
      'solana:1',
      'eip155:0',
      'eip155:01',
      'eip155:0x7a69',
      'eip155:',
      'eip155:1:2',
      ' eip155:1',
    ]) {
      expect(parseEip155ChainId(text)).toBeUndefined();
    }
  });
});

describe('sessionChainUpdate', () => {
  const session = {
    eip155: {
      chains: ['eip155:31337'],
      accounts: [`eip155:31337:${address}`],
      methods: [...walletConnectMethods],
      events: ['chainChanged'],
    },
  };

  it('adds a chain the session lacks, with the account on it', () => {
    expect(sessionChainUpdate(session, 31338, address)?.eip155).toEqual({
      ...session.eip155,
      chains: ['eip155:31337', 'eip155:31338'],
      accounts: [`eip155:31337:${address}`, `eip155:31338:${address}`],
    });
  });

  it('leaves a session that has the chain (or no eip155 namespace) alone', () => {
    expect(sessionChainUpdate(session, 31337, address)).toBeUndefined();
    expect(sessionChainUpdate({}, 31337, address)).toBeUndefined();
  });
});
