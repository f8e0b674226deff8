import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DemoConfigError, parseDemoConfig, readDemoConfig } from '../src/config.js';
import { availableNetworks, selectNetworks } from '../src/networks.js';

const valid = {
  chains: [
    { id: 31337, name: 'Walletport Devnet', rpcUrl: 'http://127.0.0.1:18545', port: 18545 },
    { id: 31338, name: 'Walletport Devnet 2', rpcUrl: 'http://127.0.0.1:18546', port: 18546 },
  ],
  contracts: {},
  devWalletScriptUrl: 'http://127.0.0.1:5174/dev-wallet.js',
};

describe('the demo configuration', () => {
  it('accepts what the stack serves', () => {
    expect(parseDemoConfig(valid)).toEqual({
      chains: valid.chains,
      devWalletScriptUrl: valid.devWalletScriptUrl,
    });
  });

  it('passes the Walletport server URL on when the stack runs one', () => {
    expect(parseDemoConfig({ ...valid, apiUrl: 'http://127.0.0.1:8787' }).apiUrl).toBe(
      'http://127.0.0.1:8787',
    );
    expect('apiUrl' in parseDemoConfig(valid)).toBe(false);
  });

  it('passes the WalletConnect relay and the dev wallet page on when the stack runs them', () => {
    const parsed = parseDemoConfig({
      ...valid,
      relayUrl: 'ws://127.0.0.1:8790',
      devWalletWcPageUrl: 'http://127.0.0.1:5174/wc.html?relayUrl=ws%3A%2F%2F127.0.0.1%3A8790',
    });
    expect(parsed.relayUrl).toBe('ws://127.0.0.1:8790');
    expect(parsed.devWalletWcPageUrl).toBe(
      'http://127.0.0.1:5174/wc.html?relayUrl=ws%3A%2F%2F127.0.0.1%3A8790',
    );
    expect(parseDemoConfig({ ...valid, relayUrl: 'wss://relay.example.org' }).relayUrl).toBe(
      'wss://relay.example.org',
    );
    expect('relayUrl' in parseDemoConfig(valid)).toBe(false);
    expect('devWalletWcPageUrl' in parseDemoConfig(valid)).toBe(false);
  });

  it('property: relayUrl is accepted exactly when it is a ws: or wss: URL', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.webUrl(),
          fc.webUrl().map((url) => url.replace(/^https?/, 'ws')),
          fc.string(),
        ),
        (relayUrl) => {
          const isWs = URL.canParse(relayUrl) && ['ws:', 'wss:'].includes(new URL(relayUrl).protocol);
          if (isWs) expect(parseDemoConfig({ ...valid, relayUrl }).relayUrl).toBe(relayUrl);
          else expect(() => parseDemoConfig({ ...valid, relayUrl })).toThrow('relayUrl must be a ws(s) URL');
        },
      ),
    );
  });

  it.each([
    [null, 'the configuration must be an object'],
    [{ ...valid, relayUrl: 'http://127.0.0.1:8790' }, 'relayUrl must be a ws(s) URL'],
    [{ ...valid, relayUrl: 8790 }, 'relayUrl must be a ws(s) URL'],
    [
      { ...valid, devWalletWcPageUrl: 'ws://127.0.0.1:5174/wc.html' },
      'devWalletWcPageUrl must be an http(s) URL',
    ],
    [{ ...valid, apiUrl: 'ftp://127.0.0.1:8787' }, 'apiUrl must be an http(s) URL'],
    [{ ...valid, apiUrl: 8787 }, 'apiUrl must be an http(s) URL'],
    [{ ...valid, chains: [] }, 'chains must be a non-empty list'],
    [{ ...valid, devWalletScriptUrl: 'not a url' }, 'devWalletScriptUrl must be a URL'],
    [{ ...valid, chains: [{ ...valid.chains[0], port: 70_000 }] }, 'chains[0].port must be a port number'],
    [{ ...valid, chains: [{ ...valid.chains[0], id: 0 }] }, 'chains[0].id must be a positive integer'],
    [{ ...valid, chains: [{ ...valid.chains[0], name: ' ' }] }, 'chains[0].name must be a non-empty string'],
    [
      { ...valid, chains: [{ ...valid.chains[0], rpcUrls: [] }] },
      'chains[0].rpcUrls must be a non-empty list of http(s) URLs',
    ],
    [
      { ...valid, chains: [{ ...valid.chains[0], rpcUrls: ['ws://127.0.0.1:18545'] }] },
      'chains[0].rpcUrls must be a non-empty list of http(s) URLs',
    ],
  ])('rejects %j with "%s"', (input, message) => {
    expect(() => parseDemoConfig(input)).toThrow(new DemoConfigError(message));
  });

  it('property: any JSON value is either a configuration or a DemoConfigError', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (json) => {
        try {
          parseDemoConfig(json);
        } catch (error) {
          expect(error).toBeInstanceOf(DemoConfigError);
        }
      }),
    );
  });

  it('names the HTTP status when /config.json is missing', async () => {
    const fetchMissing = async () => new Response('Not found', { status: 404 });
    await expect(readDemoConfig(fetchMissing)).rejects.toThrow(
      'Could not load the demo configuration (HTTP 404).',
    );
  });
});

describe('the demo networks', () => {
  const config = parseDemoConfig(valid);

  it('are the devnet chains on this run’s ports (with Multicall3), then mainnet and sepolia', () => {
    const networks = availableNetworks(config);
    expect(networks.map((network) => network.id)).toEqual([31337, 31338, 1, 11155111]);
    expect(networks[1]?.rpcUrls.default.http).toEqual(['http://127.0.0.1:18546']);
    expect(networks[0]?.contracts?.multicall3?.address).toBe('0x5FbDB2315678afecb367f032d93F642f64180aa3');
  });

  it('read a devnet through the endpoints the configuration lists, in order', () => {
    const rpcUrls = ['http://localhost:18545', 'http://127.0.0.1:18545'];
    const withEndpoints = parseDemoConfig({ ...valid, chains: [{ ...valid.chains[0], rpcUrls }] });
    expect(withEndpoints.chains[0]?.rpcUrls).toEqual(rpcUrls);
    const [devnet] = availableNetworks(withEndpoints);
    expect(devnet.rpcUrls.default.http).toEqual(rpcUrls);
    expect(devnet.contracts?.multicall3?.address).toBe('0x5FbDB2315678afecb367f032d93F642f64180aa3');
    expect('rpcUrls' in (config.chains[0] ?? {})).toBe(false);
  });

  it('follow the chosen ids in catalogue order, and fall back to all when none is known', () => {
    const networks = availableNetworks(config);
    expect(selectNetworks(networks, [1, 31337]).map((network) => network.id)).toEqual([31337, 1]);
    expect(selectNetworks(networks, [42]).map((network) => network.id)).toEqual([31337, 31338, 1, 11155111]);
    expect(selectNetworks(networks, undefined)).toHaveLength(4);
  });
});
