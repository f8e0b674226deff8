import { describe, expect, it } from 'vitest';
import { demoConfig } from '../src/demo-site.js';

describe('the demo /config.json', () => {
  it('gives every chain its port, so the page builds its networks with core’s localDevnet', () => {
    const config = demoConfig({
      chains: [
        { id: 31337, name: 'Walletport Devnet', rpcUrl: 'http://127.0.0.1:18545', port: 18545 },
        { id: 31338, name: 'Walletport Devnet 2', rpcUrl: 'http://127.0.0.1:18546', port: 18546 },
      ],
      contracts: { multicall3: '0x5FbDB2315678afecb367f032d93F642f64180aa3' },
      devWalletScriptUrl: 'http://127.0.0.1:5174/dev-wallet.js',
    });
    expect(config.chains).toEqual([
      { id: 31337, name: 'Walletport Devnet', rpcUrl: 'http://127.0.0.1:18545', port: 18545 },
      { id: 31338, name: 'Walletport Devnet 2', rpcUrl: 'http://127.0.0.1:18546', port: 18546 },
    ]);
    expect(config.devWalletScriptUrl).toBe('http://127.0.0.1:5174/dev-wallet.js');
    expect(config.contracts.multicall3).toBe('0x5FbDB2315678afecb367f032d93F642f64180aa3');
  });

  it('passes only the fields the page reads (a running chain carries process handles)', () => {
    const chain = { id: 1, name: 'A', rpcUrl: 'http://127.0.0.1:1', port: 1, stop: () => undefined };
    const config = demoConfig({ chains: [chain], contracts: {}, devWalletScriptUrl: 'x' });
    expect(Object.keys(config.chains[0] ?? {})).toEqual(['id', 'name', 'rpcUrl', 'port']);
    expect(() => JSON.stringify(config)).not.toThrow();
  });

  it('points the dev wallet’s WalletConnect page at the relay and the chains when a relay runs', () => {
    const chain = { id: 31337, name: 'Walletport Devnet', rpcUrl: 'http://127.0.0.1:18545', port: 18545 };
    const config = demoConfig({
      chains: [chain],
      contracts: {},
      devWalletScriptUrl: 'http://127.0.0.1:5174/dev-wallet.js',
      relayUrl: 'ws://127.0.0.1:18790',
    });
    expect(config.relayUrl).toBe('ws://127.0.0.1:18790');
    const page = new URL(config.devWalletWcPageUrl ?? '');
    expect(page.origin + page.pathname).toBe('http://127.0.0.1:5174/wc.html');
    expect(page.searchParams.get('relayUrl')).toBe('ws://127.0.0.1:18790');
    expect(JSON.parse(page.searchParams.get('walletport-dev-wallet') ?? '')).toEqual({
      chains: [{ id: 31337, name: 'Walletport Devnet', rpcUrl: 'http://127.0.0.1:18545' }],
    });
    const withoutRelay = demoConfig({ chains: [chain], contracts: {}, devWalletScriptUrl: 'x' });
    expect('devWalletWcPageUrl' in withoutRelay).toBe(false);
  });
});
