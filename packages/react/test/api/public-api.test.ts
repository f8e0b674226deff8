import { describe, expect, it, vi } from 'vitest';

/** The runtime names of `@walletport/react`; types are checked by the compiler, not here. */
const REACT_EXPORTS = [
  'AppKitAccountButton',
  'AppKitButton',
  'AppKitConnectButton',
  'AppKitNetworkButton',
  'AppKitProvider',
  'SDK_TYPE',
  'SDK_VERSION',
  'WalletportError',
  'cookieToAppKitState',
  'createAppKit',
  'useAppKit',
  'useAppKitAccount',
  'useAppKitBalance',
  'useAppKitEvents',
  'useAppKitNetwork',
  'useAppKitNetworkCore',
  'useAppKitProvider',
  'useAppKitState',
  'useAppKitTheme',
  'useDisconnect',
  'useWalletInfo',
];

describe('@walletport/react public API', () => {
  it('exports exactly the AppKit-named API (change this list deliberately)', async () => {
    const api = await import('@walletport/react');
    expect(Object.keys(api).sort()).toEqual([...REACT_EXPORTS].sort());
    for (const name of REACT_EXPORTS.filter((name) => !name.startsWith('SDK_'))) {
      expect(typeof (api as Record<string, unknown>)[name], name).toBe('function');
    }
    expect(api.SDK_TYPE).toBe('walletport');
  });

  it('@walletport/react/networks offers the networks and defineChain, like @reown/appkit/networks', async () => {
    const networks = await import('@walletport/react/networks');
    const core = await import('@walletport/core');
    expect(networks.mainnet).toBe(core.mainnet);
    expect(networks.sepolia.caipNetworkId).toBe('eip155:11155111');
    expect(networks.walletportDevnet).toBe(core.walletportDevnet);
    expect(networks.walletportDevnet2).toBe(core.walletportDevnet2);
    expect(networks.solana.chainNamespace).toBe('solana');
    expect(networks.defineChain).toBe(core.defineCaipNetwork);
    // Every network the catalogue has is importable by name.
    const named = new Set(Object.values(networks).filter((value) => typeof value === 'object'));
    for (const network of core.ALL_NETWORKS) expect([...named].flat()).toContain(network);
  });

  it('does no work at import: no fetch, storage, DOM, timers or randomness', async () => {
    vi.resetModules();
    const touched: string[] = [];
    const trap = (name: string) =>
      new Proxy(() => {}, {
        get: () => {
          touched.push(name);
          return undefined;
        },
        apply: () => {
          touched.push(name);
        },
      });
    const globals = [
      'fetch',
      'localStorage',
      'sessionStorage',
      'document',
      'window',
      'navigator',
      // The <appkit-…> elements are defined by createAppKit, never by the import.
      'customElements',
    ] as const;
    for (const name of globals) vi.stubGlobal(name, trap(name));
    const setTimeoutSpy = vi.spyOn(globalThis, 'setTimeout');
    const randomSpy = vi.spyOn(Math, 'random');
    try {
      await import('@walletport/react');
      await import('@walletport/react/networks');
    } finally {
      vi.unstubAllGlobals();
    }
    expect(touched).toEqual([]);
    expect(setTimeoutSpy).not.toHaveBeenCalled();
    expect(randomSpy).not.toHaveBeenCalled();
    setTimeoutSpy.mockRestore();
    randomSpy.mockRestore();
  });
});
