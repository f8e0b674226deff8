import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeProposal } from '../../src/walletconnect/describe-proposal.js';
import { defaultRelayUrl, isPairingUri, parseWcPageOptions } from '../../src/walletconnect/page-options.js';

const uri = `wc:${'ab'.repeat(32)}@2?relay-protocol=irn&symKey=${'cd'.repeat(32)}&expiryTimestamp=1`;

describe('parseWcPageOptions', () => {
  it('defaults to the local relay and no URI', () => {
    expect(parseWcPageOptions('')).toEqual({
      relayUrl: defaultRelayUrl,
      solanaRpcUrl: 'http://127.0.0.1:8899',
      farcasterChainId: 31337,
      warnings: [],
    });
    expect(defaultRelayUrl).toBe('ws://127.0.0.1:8790');
  });

  it('reads ?relayUrl= and ?uri=', () => {
    const search = `?relayUrl=${encodeURIComponent('ws://127.0.0.1:4000')}&uri=${encodeURIComponent(uri)}`;
    expect(parseWcPageOptions(search)).toEqual({
      relayUrl: 'ws://127.0.0.1:4000',
      solanaRpcUrl: 'http://127.0.0.1:8899',
      farcasterChainId: 31337,
      uri,
      warnings: [],
    });
  });

  it('skips a relay URL that is not ws(s) and a URI that is not v2, with warnings', () => {
    const parsed = parseWcPageOptions('?relayUrl=http://x&uri=wc:abc@1?bridge=x');
    expect(parsed.relayUrl).toBe(defaultRelayUrl);
    expect(parsed.uri).toBeUndefined();
    expect(parsed.warnings).toHaveLength(2);
  });

  it('reads ?farcasterChainId=, and skips one that is not a chain id with a warning', () => {
    expect(parseWcPageOptions('?farcasterChainId=10').farcasterChainId).toBe(10);
    const parsed = parseWcPageOptions('?farcasterChainId=0x1');
    expect(parsed.farcasterChainId).toBe(31337);
    expect(parsed.warnings).toEqual(['farcasterChainId "0x1" is not a chain id; using 31337']);
  });

  it('never accepts a URI without the wc: topic@2 shape', () => {
    fc.assert(
      fc.property(
        fc.string().filter((text) => !text.trim().startsWith('wc:')),
        (text) => !isPairingUri(text),
      ),
    );
  });
});

describe('describeProposal', () => {
  it('names the dapp, the networks (marking unknown ones) and the methods', () => {
    const description = describeProposal(
      {
        proposer: { metadata: { name: 'Demo', url: 'http://127.0.0.1:5173' } },
        requiredNamespaces: {},
        optionalNamespaces: { eip155: { chains: ['eip155:31337', 'eip155:1'], methods: ['personal_sign'] } },
      },
      [
        {
          id: 31337,
          name: 'Walletport Devnet',
          rpcUrl: 'http://x',
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        },
      ],
    );
    expect(description).toEqual({
      title: 'Connect',
      summary: 'Demo (http://127.0.0.1:5173) wants to connect to your account.',
      rows: [
        { label: 'Networks', value: 'Walletport Devnet (31337)\neip155:1 (not on this wallet)' },
        { label: 'Methods', value: 'personal_sign', code: true },
      ],
    });
  });
});
