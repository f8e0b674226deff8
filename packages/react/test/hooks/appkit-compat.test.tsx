// @vitest-environment happy-dom
/**
 * AppKit names and shapes that apps rely on: useAppKitNetworkCore (the network without switchNetwork),
 * useAppKitTheme giving the variables back under the names the app set, and the `Provider` type used
 * with useAppKitProvider.
 */
import type { Provider } from '@walletport/react';
import { act } from '@testing-library/react';
import { afterEach, describe, expect, expectTypeOf, it } from 'vitest';
import { useAppKitNetwork, useAppKitNetworkCore } from '../../src/hooks/use-app-kit-network.js';
import { useAppKitProvider } from '../../src/hooks/use-app-kit-provider.js';
import { useAppKitTheme } from '../../src/hooks/use-app-kit-theme.js';
import { cleanupKits, createKit, renderHookWith } from './harness.js';

afterEach(cleanupKits);

describe('useAppKitNetworkCore', () => {
  it("is AppKit's shape: caipNetwork, chainId and caipNetworkId, and nothing to switch with", async () => {
    const { kit } = createKit();
    const { result } = renderHookWith(kit, () => useAppKitNetworkCore());
    expect(Object.keys(result.current).sort()).toEqual(['caipNetwork', 'caipNetworkId', 'chainId']);
    expect(result.current.chainId).toBe(1);
    expect(result.current.caipNetworkId).toBe('eip155:1');
    expect(result.current.caipNetwork?.name).toBe('Ethereum');
    expect('switchNetwork' in result.current).toBe(false);

    await act(async () => {
      await kit.switchNetwork('eip155:11155111');
    });
    expect(result.current).toMatchObject({ chainId: 11155111, caipNetworkId: 'eip155:11155111' });
  });

  it('agrees with useAppKitNetwork, which adds switchNetwork', () => {
    const { kit } = createKit();
    const { result } = renderHookWith(kit, () => ({
      core: useAppKitNetworkCore(),
      full: useAppKitNetwork(),
    }));
    const { switchNetwork, ...network } = result.current.full;
    expect(network).toEqual(result.current.core);
    expect(switchNetwork).toBeTypeOf('function');
  });

  it('keeps the same object while the network does not change', () => {
    const { kit } = createKit();
    const { result, rerender } = renderHookWith(kit, () => useAppKitNetworkCore());
    const first = result.current;
    act(() => kit.setThemeMode('light'));
    rerender();
    expect(result.current).toBe(first);
  });
});

describe('useAppKitTheme: themeVariables under the names the app set', () => {
  it('gives back the AppKit names given to createAppKit, not internal ones', () => {
    const { kit } = createKit({
      options: { themeVariables: { '--w3m-accent': '#00ff00', '--w3m-color-mix': '#112233' } },
    });
    const { result } = renderHookWith(kit, () => useAppKitTheme());
    expect(result.current.themeVariables).toEqual({
      '--w3m-accent': '#00ff00',
      '--w3m-color-mix': '#112233',
    });
    expect(Object.keys(result.current.themeVariables).some((name) => name.startsWith('--wp-'))).toBe(false);
  });

  it('setThemeVariables merges by name as AppKit does, and the styles still follow', () => {
    const { kit } = createKit({ options: { themeVariables: { '--w3m-accent': '#00ff00' } } });
    const { result } = renderHookWith(kit, () => useAppKitTheme());

    act(() =>
      result.current.setThemeVariables({ '--w3m-color-mix-strength': 40, '--apkt-font-family': 'Serif' }),
    );
    expect(result.current.themeVariables).toEqual({
      '--w3m-accent': '#00ff00',
      '--w3m-color-mix-strength': 40,
      '--apkt-font-family': 'Serif',
    });

    act(() => result.current.setThemeVariables({ '--w3m-accent': '#ff0000' }));
    expect(result.current.themeVariables['--w3m-accent']).toBe('#ff0000');
    expect(kit.services.theme.getThemeTokens()['--wp-color-accent']).toBe('#ff0000');
    expect(kit.services.theme.getThemeTokens()['--wp-font-family']).toBe('Serif');

    act(() => result.current.setThemeVariables({ '--w3m-accent': undefined }));
    expect(result.current.themeVariables).toEqual({
      '--w3m-color-mix-strength': 40,
      '--apkt-font-family': 'Serif',
    });
  });

  it('a numeric string comes back as the number it stands for; an unsafe value changes nothing', () => {
    const { kit } = createKit();
    const { result } = renderHookWith(kit, () => useAppKitTheme());
    act(() => result.current.setThemeVariables({ '--w3m-z-index': '50' }));
    expect(result.current.themeVariables).toEqual({ '--w3m-z-index': 50 });
    expect(() => result.current.setThemeVariables({ '--w3m-accent': 'red;}' })).toThrow(
      'Invalid option `themeVariables["--w3m-accent"]`',
    );
    expect(result.current.themeVariables).toEqual({ '--w3m-z-index': 50 });
  });
});

describe('Provider', () => {
  it('types an EIP-1193 provider as AppKit apps call it', () => {
    // AppKit apps pass the result type to request and subscribe to wallet events.
    const accounts = (provider: Provider) => provider.request<string[]>({ method: 'eth_accounts' });
    expectTypeOf(accounts).returns.toEqualTypeOf<Promise<string[]>>();
    const watch = (provider: Provider) => provider.on('accountsChanged', (list: string[]) => list);
    expectTypeOf(watch).toBeFunction();
    // An injected wallet's provider has this shape, so it fits the type as it is.
    const injected = { request: async () => undefined as never, on() {}, removeListener() {} };
    expectTypeOf(injected).toExtend<Provider>();
  });

  it('is what useAppKitProvider<Provider> hands out', () => {
    const { kit } = createKit();
    const { result } = renderHookWith(kit, () => useAppKitProvider<Provider>('eip155'));
    // Typed as AppKit types it, so `new BrowserProvider(walletProvider)` compiles as it did; undefined at
    // run time until a wallet connects.
    expectTypeOf(result.current.walletProvider).toEqualTypeOf<Provider>();
    expect(result.current.walletProvider).toBeUndefined();
  });
});
