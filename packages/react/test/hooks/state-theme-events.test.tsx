// @vitest-environment happy-dom
import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAppKit } from '../../src/hooks/use-app-kit.js';
import { useAppKitEvents } from '../../src/hooks/use-app-kit-events.js';
import { useAppKitState } from '../../src/hooks/use-app-kit-state.js';
import { useAppKitTheme } from '../../src/hooks/use-app-kit-theme.js';
import { cleanupKits, createKit, renderHookWith } from './harness.js';

afterEach(cleanupKits);

describe('useAppKit', () => {
  it('open() mounts the modal on the page and opens it; close() closes it', async () => {
    const { kit } = createKit();
    const { result } = renderHookWith(kit, () => ({ modal: useAppKit(), state: useAppKitState() }));
    expect(result.current.state.open).toBe(false);
    expect(document.querySelector('walletport-modal')).toBeNull();

    await act(async () => {
      await result.current.modal.open();
    });
    expect(result.current.state.open).toBe(true);
    expect(document.querySelector('walletport-modal')?.shadowRoot).toBeTruthy();
    expect(kit.stores.router.getState().view.name).toBe('Connect');

    act(() => result.current.modal.close());
    expect(result.current.state.open).toBe(false);
  });

  it('open({ view }) opens that view; open({ namespace }) lists only that namespace’s wallets', async () => {
    const { kit } = createKit();
    const { result } = renderHookWith(kit, () => useAppKit());
    await act(async () => {
      await result.current.open({ view: { name: 'Networks' }, namespace: 'eip155' });
    });
    expect(kit.stores.router.getState().view.name).toBe('Networks');
    expect(kit.stores.connectors.getState().filterByNamespace).toBe('eip155');
    act(() => result.current.close());
    await act(async () => {
      await result.current.open();
    });
    expect(kit.stores.connectors.getState().filterByNamespace).toBeUndefined();
  });

  it('returns the same functions on every render', () => {
    const { kit } = createKit();
    const { result, rerender } = renderHookWith(kit, () => useAppKit());
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });
});

describe('useAppKitState', () => {
  it('reports the selected network, the active namespace, loading and initialization', async () => {
    const { kit } = createKit();
    const { result } = renderHookWith(kit, () => useAppKitState());
    expect(result.current).toMatchObject({
      open: false,
      selectedNetworkId: 'eip155:1',
      activeChain: 'eip155',
      loading: false,
    });
    // createAppKit starts the instance in a browser; initialized turns true once that finished.
    await waitFor(() => expect(result.current.initialized).toBe(true));
    act(() => kit.stores.modal.setState({ loading: true }));
    expect(result.current.loading).toBe(true);
    await act(async () => {
      await kit.switchNetwork('eip155:11155111');
    });
    expect(result.current.selectedNetworkId).toBe('eip155:11155111');
  });
});

describe('useAppKitTheme', () => {
  it('reads and sets the theme mode and variables', () => {
    const { kit } = createKit({ options: { themeVariables: { '--w3m-accent': '#00ff00' } } });
    const { result } = renderHookWith(kit, () => useAppKitTheme());
    expect(result.current.themeMode).toBe('dark');
    expect(result.current.themeVariables['--w3m-accent']).toBe('#00ff00');

    act(() => result.current.setThemeMode('light'));
    expect(result.current.themeMode).toBe('light');
    act(() => result.current.setThemeVariables({ '--w3m-accent': '#ff0000' }));
    expect(result.current.themeVariables['--w3m-accent']).toBe('#ff0000');
    expect(kit.getThemeMode()).toBe('light');
  });

  it('a rejected value throws and changes nothing', () => {
    const { kit } = createKit();
    const { result } = renderHookWith(kit, () => useAppKitTheme());
    expect(() => result.current.setThemeMode('blue' as 'dark')).toThrow();
    expect(result.current.themeMode).toBe('dark');
  });
});

describe('useAppKitEvents', () => {
  it('gives the newest event, including one that happened before the component mounted', async () => {
    const { kit, connect } = createKit();
    await act(async () => {
      await kit.open();
    });
    const { result } = renderHookWith(kit, () => useAppKitEvents());
    expect(result.current?.data).toMatchObject({ type: 'track', event: 'MODAL_OPEN' });

    act(() => kit.close());
    expect(result.current?.data).toMatchObject({ event: 'MODAL_CLOSE', properties: { connected: false } });
    expect(typeof result.current?.timestamp).toBe('number');

    await connect();
    await act(async () => {
      await kit.disconnect();
    });
    expect(result.current?.data.event).toBe('DISCONNECT_SUCCESS');
  });

  it('stops following events once the instance is destroyed', async () => {
    const { kit } = createKit();
    const { result } = renderHookWith(kit, () => useAppKitEvents());
    const before = result.current;
    kit.destroy();
    kit.services.events.emit('MODAL_CLOSE', { connected: false });
    expect(result.current).toBe(before);
  });
});
