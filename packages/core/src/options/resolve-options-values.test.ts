import { describe, expect, it } from 'vitest';
import { ALL_NETWORKS, LOCAL_DEVNETS, mainnet, sepolia, solana } from '../networks/index.js';
import { InvalidOptionError } from './invalid-option-error.js';
import { resolveOptions } from './resolve-options.js';

const base = { projectId: 'demo-project', networks: [mainnet] };

function messageOf(input: unknown): string {
  try {
    resolveOptions(input);
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidOptionError);
    return (error as InvalidOptionError).message;
  }
  throw new Error('expected resolveOptions to throw');
}

describe('features', () => {
  it('merges over the defaults', () => {
    const { features } = resolveOptions({ ...base, features: { swaps: false, pay: true } });
    expect(features).toMatchObject({
      swaps: false,
      pay: true,
      onramp: true,
      email: true,
      legalCheckbox: false,
    });
  });

  it('"socials: false" disables social login; a list keeps its order', () => {
    expect(resolveOptions({ ...base, features: { socials: false } }).features.socials).toBe(false);
    expect(resolveOptions({ ...base, features: { socials: ['github', 'google'] } }).features.socials).toEqual(
      ['github', 'google'],
    );
  });

  it('socials must be known providers, once each', () => {
    expect(messageOf({ ...base, features: { socials: ['google', 'myspace'] } })).toBe(
      "Invalid option `features.socials[1]`: expected one of 'google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'",
    );
    expect(messageOf({ ...base, features: { socials: ['x', 'x'] } })).toBe(
      'Invalid option `features.socials`: must not list a value twice',
    );
    expect(messageOf({ ...base, features: { socials: true } })).toBe(
      'Invalid option `features.socials`: expected false or a list of social providers',
    );
  });

  it('connectMethodsOrder: a permutation or subset of email, social, wallet without repeats', () => {
    expect(
      resolveOptions({ ...base, features: { connectMethodsOrder: ['wallet', 'email'] } }).features
        .connectMethodsOrder,
    ).toEqual(['wallet', 'email']);
    expect(messageOf({ ...base, features: { connectMethodsOrder: ['wallet', 'wallet'] } })).toBe(
      'Invalid option `features.connectMethodsOrder`: must not list a value twice',
    );
    expect(messageOf({ ...base, features: { connectMethodsOrder: ['passkey'] } })).toBe(
      "Invalid option `features.connectMethodsOrder[0]`: expected one of 'email', 'social', 'wallet'",
    );
    expect(messageOf({ ...base, features: { connectMethodsOrder: [] } })).toBe(
      "Invalid option `features.connectMethodsOrder`: must list at least one of 'email', 'social', 'wallet'",
    );
  });

  it('without a chosen order connectMethodsOrder stays undefined (decided at run time by injected wallets)', () => {
    expect(resolveOptions(base).features.connectMethodsOrder).toBeUndefined();
  });

  it('walletFeaturesOrder: a subset of onramp, swaps, receive, send without repeats', () => {
    expect(
      resolveOptions({ ...base, features: { walletFeaturesOrder: ['send', 'receive'] } }).features
        .walletFeaturesOrder,
    ).toEqual(['send', 'receive']);
    expect(messageOf({ ...base, features: { walletFeaturesOrder: ['send', 'send'] } })).toContain(
      'must not list a value twice',
    );
    expect(messageOf({ ...base, features: { walletFeaturesOrder: ['bridge'] } })).toContain(
      'features.walletFeaturesOrder[0]',
    );
  });

  it('connectMethodsOrder, walletFeaturesOrder and collapseWallets given as options land in features', () => {
    const { features } = resolveOptions({
      ...base,
      connectMethodsOrder: ['social', 'email', 'wallet'],
      walletFeaturesOrder: ['receive'],
      collapseWallets: true,
    });
    expect(features.connectMethodsOrder).toEqual(['social', 'email', 'wallet']);
    expect(features.walletFeaturesOrder).toEqual(['receive']);
    expect(features.collapseWallets).toBe(true);
  });

  it('the same order given in both places must agree', () => {
    expect(() =>
      resolveOptions({ ...base, collapseWallets: true, features: { collapseWallets: true } }),
    ).not.toThrow();
    expect(
      messageOf({ ...base, connectMethodsOrder: ['wallet'], features: { connectMethodsOrder: ['email'] } }),
    ).toBe(
      'Invalid option `connectMethodsOrder`: differs from `features.connectMethodsOrder`; set it in one place',
    );
    expect(messageOf({ ...base, collapseWallets: false, features: { collapseWallets: true } })).toContain(
      '`collapseWallets`',
    );
  });

  it('connectorTypeOrder takes the connector groups', () => {
    const order = ['injected', 'walletConnect', 'recent', 'featured', 'custom', 'external', 'recommended'];
    expect(
      resolveOptions({ ...base, features: { connectorTypeOrder: order } }).features.connectorTypeOrder,
    ).toEqual(order);
    expect(messageOf({ ...base, features: { connectorTypeOrder: ['pinned'] } })).toContain(
      'features.connectorTypeOrder[0]',
    );
  });
});

describe('networks (a non-empty list) and defaultNetwork', () => {
  it('networks are required and must not be empty', () => {
    expect(messageOf({ projectId: 'p' })).toBe(
      'Invalid option `networks`: required; pass at least one network, e.g. networks: [mainnet]',
    );
    expect(messageOf({ ...base, networks: [] })).toBe(
      'Invalid option `networks`: expected at least one network',
    );
  });

  it('every network of the catalogue and the local devnets is accepted as is', () => {
    const networks = [...ALL_NETWORKS, ...LOCAL_DEVNETS];
    const resolved = resolveOptions({ ...base, networks });
    expect(resolved.networks.map((network) => network.caipNetworkId)).toEqual(
      networks.map((network) => network.caipNetworkId),
    );
  });

  it('a plain viem chain becomes an eip155 network', () => {
    const chain = {
      id: 10,
      name: 'OP',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['https://mainnet.optimism.io'] } },
    };
    const [network] = resolveOptions({ ...base, networks: [chain] }).networks;
    expect(network).toMatchObject({ caipNetworkId: 'eip155:10', chainNamespace: 'eip155', testnet: false });
  });

  it('a malformed network is named by its index', () => {
    expect(messageOf({ ...base, networks: [mainnet, { id: 5 }] })).toBe(
      'Invalid option `networks[1].name`: expected a string, got nothing',
    );
    expect(messageOf({ ...base, networks: [{ ...mainnet, caipNetworkId: 'eip155:2' }] })).toContain(
      'Invalid option `networks[0]`: Invalid CAIP-2 network id',
    );
    expect(
      messageOf({ ...base, networks: [{ ...mainnet, rpcUrls: { default: { http: ['javascript:x'] } } }] }),
    ).toContain('networks[0].rpcUrls.default.http[0]');
  });

  it('a network listed twice is refused', () => {
    expect(messageOf({ ...base, networks: [mainnet, solana, { ...mainnet }] })).toBe(
      'Invalid option `networks[2]`: repeats eip155:1 (already networks[0])',
    );
  });

  it('defaultNetwork defaults to the first network and must be one of networks', () => {
    const first = resolveOptions({ ...base, networks: [sepolia, mainnet] });
    expect(first.defaultNetwork).toBe(first.networks[0]);
    const chosen = resolveOptions({ ...base, networks: [sepolia, mainnet], defaultNetwork: mainnet });
    expect(chosen.defaultNetwork).toBe(chosen.networks[1]);
    expect(messageOf({ ...base, defaultNetwork: sepolia })).toBe(
      'Invalid option `defaultNetwork`: must be one of `networks` (eip155:11155111 is not in the list)',
    );
  });
});

describe('adapters', () => {
  it('must be chain adapters, one per namespace', () => {
    expect(messageOf({ ...base, adapters: [{}] })).toContain(
      'Invalid option `adapters[0]`: expected a chain adapter',
    );
    expect(messageOf({ ...base, adapters: [{ namespace: 'eip155' }, { namespace: 'eip155' }] })).toBe(
      "Invalid option `adapters[1]`: is a second adapter for namespace 'eip155' (already adapters[0])",
    );
  });
});

describe('other values', () => {
  it('tokens are keyed by CAIP-2 network id', () => {
    expect(resolveOptions({ ...base, tokens: { 'eip155:1': { address: '0xabc' } } }).tokens).toEqual({
      'eip155:1': { address: '0xabc' },
    });
    expect(messageOf({ ...base, tokens: { mainnet: { address: '0xabc' } } })).toBe(
      'Invalid option `tokens.mainnet`: expected a CAIP-2 network id such as "eip155:1" as the key',
    );
  });

  it('customRpcUrls: http(s) endpoints per CAIP-2 network id, transport config kept', () => {
    const fetchOptions = { headers: { Authorization: 'Bearer x' } };
    const resolved = resolveOptions({
      ...base,
      customRpcUrls: { 'eip155:1': [{ url: 'https://rpc.example', config: { fetchOptions } }] },
    });
    expect(resolved.customRpcUrls['eip155:1']?.[0]).toEqual({
      url: 'https://rpc.example',
      config: { fetchOptions },
    });
    expect(messageOf({ ...base, customRpcUrls: { 'eip155:1': [{ url: 'ws://rpc.example' }] } })).toContain(
      'customRpcUrls["eip155:1"][0].url',
    );
  });

  it("themeVariables accept AppKit's names and keep them (validated, numbers as numbers)", () => {
    const resolved = resolveOptions({
      ...base,
      themeVariables: { '--w3m-accent': '#00bb7f', '--apkt-z-index': '5' },
    });
    expect(resolved.themeVariables).toEqual({ '--w3m-accent': '#00bb7f', '--apkt-z-index': 5 });
    expect(messageOf({ ...base, themeVariables: { '--w3m-accent': 'red;} body{display:none' } })).toContain(
      'Invalid option `themeVariables["--w3m-accent"]`',
    );
  });

  it('locale is kept in canonical form', () => {
    expect(resolveOptions({ ...base, locale: 'PT-br' }).locale).toBe('pt-BR');
  });

  it('wallet id lists lose repeats and keep their order', () => {
    expect(resolveOptions({ ...base, featuredWalletIds: ['b', 'a', 'b'] }).featuredWalletIds).toEqual([
      'b',
      'a',
    ]);
  });

  it('defaultAccountTypes merge over the per-namespace defaults', () => {
    expect(
      resolveOptions({ ...base, defaultAccountTypes: { eip155: 'eoa' } }).defaultAccountTypes,
    ).toMatchObject({
      eip155: 'eoa',
      solana: 'eoa',
      bip122: 'payment',
    });
  });
});
