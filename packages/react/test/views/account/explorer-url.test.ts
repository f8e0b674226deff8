import { type CaipNetwork, defineCaipNetwork } from '@walletport/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressExplorerUrl } from '../../../src/views/account/explorer-url.js';

const ADDRESS = '0x00000000000000000000000000000000000000a1';

function networkWithExplorer(url: string | undefined): CaipNetwork {
  return {
    id: 1,
    caipNetworkId: 'eip155:1',
    chainNamespace: 'eip155',
    name: 'Test',
    testnet: false,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['https://rpc.example'] } },
    ...(url === undefined ? {} : { blockExplorers: { default: { name: 'Scan', url } } }),
  };
}

describe('addressExplorerUrl', () => {
  it('appends /address/{address} to the default explorer URL', () => {
    expect(addressExplorerUrl(networkWithExplorer('https://etherscan.io'), ADDRESS)).toBe(
      `https://etherscan.io/address/${ADDRESS}`,
    );
  });

  it('keeps a path prefix and drops trailing slashes', () => {
    expect(addressExplorerUrl(networkWithExplorer('https://scan.example/l2/'), ADDRESS)).toBe(
      `https://scan.example/l2/address/${ADDRESS}`,
    );
  });

  it('accepts a plain http explorer (a local devnet explorer)', () => {
    expect(addressExplorerUrl(networkWithExplorer('http://127.0.0.1:4000'), ADDRESS)).toBe(
      `http://127.0.0.1:4000/address/${ADDRESS}`,
    );
  });

  it('refuses plain http anywhere but on this machine (a page that could be rewritten on the way)', () => {
    expect(addressExplorerUrl(networkWithExplorer('http://etherscan.io'), ADDRESS)).toBeUndefined();
    expect(addressExplorerUrl(networkWithExplorer('http://localhost:4000'), ADDRESS)).toBe(
      `http://localhost:4000/address/${ADDRESS}`,
    );
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'ftp://scan.example',
    'not a url',
    '',
  ])('refuses the unsafe or broken explorer URL %j', (url) => {
    expect(addressExplorerUrl(networkWithExplorer(url), ADDRESS)).toBeUndefined();
  });

  it('refuses an explorer URL with credentials in it', () => {
    expect(addressExplorerUrl(networkWithExplorer('https://user:pw@scan.example'), ADDRESS)).toBeUndefined();
  });

  it('is undefined without a network, an explorer or an address', () => {
    expect(addressExplorerUrl(undefined, ADDRESS)).toBeUndefined();
    expect(addressExplorerUrl(networkWithExplorer(undefined), ADDRESS)).toBeUndefined();
    expect(addressExplorerUrl(networkWithExplorer('https://etherscan.io'), '')).toBeUndefined();
  });

  it('is undefined for an address that cannot be encoded (a lone surrogate)', () => {
    expect(addressExplorerUrl(networkWithExplorer('https://scan.example'), '\uD800')).toBeUndefined();
  });

  it('encodes the address so it cannot change the path or add a query', () => {
    expect(addressExplorerUrl(networkWithExplorer('https://scan.example'), '../x?y=1#z')).toBe(
      'https://scan.example/address/..%2Fx%3Fy%3D1%23z',
    );
  });

  it('works with a catalogue network', () => {
    const network = defineCaipNetwork({
      id: 10,
      chainNamespace: 'eip155',
      caipNetworkId: 'eip155:10',
      name: 'OP',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['https://rpc.example'] } },
      blockExplorers: { default: { name: 'Scan', url: 'https://optimistic.etherscan.io' } },
    });
    expect(addressExplorerUrl(network, ADDRESS)).toBe(`https://optimistic.etherscan.io/address/${ADDRESS}`);
  });

  it('never throws and only ever yields an https URL (http on a loopback host) on the explorer’s origin', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl()), fc.string({ unit: 'binary' }), (base, address) => {
        const result = addressExplorerUrl(networkWithExplorer(base), address);
        if (result === undefined) return;
        const parsed = new URL(result);
        if (parsed.protocol !== 'https:') {
          expect(parsed.protocol).toBe('http:');
          expect(['localhost', '127.0.0.1', '[::1]']).toContain(parsed.hostname);
        }
        expect(parsed.origin).toBe(new URL(base).origin);
        expect(parsed.search).toBe('');
        expect(parsed.hash).toBe('');
        expect(decodeURIComponent(parsed.pathname.split('/address/').at(-1) ?? '')).toBe(address);
      }),
    );
  });
});
