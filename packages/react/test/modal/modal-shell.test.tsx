// @vitest-environment happy-dom
import type { ViewName } from '@walletport/core';
import { act, fireEvent, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppKit } from '../../src/client/types.js';
import { createTestKit, findDialog, mockReducedMotion, modalHost, openModal } from './harness.js';

// Imported here, before any kit exists, so createAppKit's dynamic import of the registry and the modal's
// static one share this mock: two first imports at once can otherwise resolve the async factory twice.
import '../../src/views/registry.js';

vi.mock('../../src/views/registry.js', async () => {
  const { PlaceholderView } = await import('./placeholder-views.js');
  const components = new Map<ViewName, ComponentType>();
  return {
    viewComponent(name: ViewName) {
      if (name === 'Swap') return undefined;
      let component = components.get(name);
      if (!component) {
        component = () => <PlaceholderView name={name} />;
        components.set(name, component);
      }
      return component;
    },
    preloadView: async () => {},
    hasView: (name: ViewName) => name !== 'Swap',
  };
});

let kit: AppKit | undefined;

afterEach(() => {
  act(() => kit?.destroy());
  kit = undefined;
  vi.restoreAllMocks();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

async function waitForClosed() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 200));
  });
}

describe('mountModal', () => {
  it('renders a dialog in an open shadow root on a host appended to <body>, labelled by its title', async () => {
    kit = createTestKit();
    const { host, shadow, dialog } = await openModal(kit);
    expect(host.parentElement).toBe(document.body);
    expect(host.tagName.toLowerCase()).toBe('walletport-modal');
    expect(host.shadowRoot).toBe(shadow);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const titleId = dialog.getAttribute('aria-labelledby');
    expect(titleId).toBeTruthy();
    expect(shadow.getElementById(titleId!)?.textContent).toBe('Connect wallet');
    expect(within(dialog).getByText('Placeholder Connect')).toBeTruthy();
    // One shell stylesheet holds the shell and primitive CSS.
    const shellStyle = shadow.querySelector('style[data-wp-shell]');
    expect(shellStyle?.textContent).toContain('.wp-dialog');
    expect(shellStyle?.textContent).toContain('.wp-list-item');
  });

  it('mounts once however often the modal opens, and destroy removes the host', async () => {
    kit = createTestKit();
    await openModal(kit);
    act(() => kit!.close());
    await waitForClosed();
    await openModal(kit);
    expect(document.querySelectorAll('[data-walletport-host]')).toHaveLength(1);
    act(() => kit!.destroy());
    expect(modalHost()).toBeNull();
    kit = undefined;
  });

  it('with disableAppend it renders into the <appkit-modal> the app placed, even one added later', async () => {
    kit = createTestKit({ disableAppend: true });
    const opening = act(async () => {
      await kit!.open();
    });
    await opening;
    expect(findDialog()).toBeNull();
    const placed = document.createElement('appkit-modal');
    document.body.append(placed);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(placed.hasAttribute('data-walletport-host')).toBe(true);
    expect(placed.shadowRoot?.querySelector('[role="dialog"]')).not.toBeNull();
    expect(document.querySelectorAll('walletport-modal')).toHaveLength(0);
  });

  it('with enableEmbedded the card is inline: no overlay and not aria-modal', async () => {
    const placed = document.createElement('appkit-modal');
    document.body.append(placed);
    kit = createTestKit({ enableEmbedded: true });
    const { dialog, shadow } = await openModal(kit);
    expect(dialog.hasAttribute('aria-modal')).toBe(false);
    expect(shadow.querySelector('.wp-modal--embedded')).not.toBeNull();
    expect(shadow.querySelector('.wp-modal--overlay')).toBeNull();
  });
});

describe('header', () => {
  it('shows the title per view, a back button only with history, and back goes back', async () => {
    kit = createTestKit();
    const { dialog } = await openModal(kit);
    expect(within(dialog).queryByRole('button', { name: 'Back' })).toBeNull();
    act(() => kit!.services.router.push({ name: 'Networks' }));
    expect(within(dialog).getByRole('heading').textContent).toBe('Choose network');
    act(() => kit!.services.router.push({ name: 'ConnectingExternal', params: { connectorId: 'injected' } }));
    // No walletName param: the connector's name from the connectors store.
    expect(within(dialog).getByRole('heading').textContent).toBe('Test Wallet');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(kit.stores.router.getState().view.name).toBe('Networks');
    expect(within(dialog).getByText('Placeholder Networks')).toBeTruthy();
  });

  it('translates the titles with the locale option', async () => {
    kit = createTestKit({ locale: 'es-MX' });
    const { dialog } = await openModal(kit, { view: { name: 'AllWallets' } });
    expect(within(dialog).getByRole('heading').textContent).toBe('Todas las billeteras');
    expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toBeTruthy();
  });

  it('a view without a component says so instead of rendering nothing', async () => {
    kit = createTestKit();
    const { dialog } = await openModal(kit);
    // open() refuses planned views, but a flow can still navigate to one.
    act(() => kit?.services.router.push({ name: 'Swap' }));
    expect(within(dialog).getByText('This screen is not available in this version.')).toBeTruthy();
  });

  it('open() on a view that is not implemented warns, and neither opens the modal nor renders a dialog', async () => {
    const logger = { warn: vi.fn(), error: vi.fn() };
    kit = createTestKit({}, logger);
    await act(async () => {
      await kit?.open({ view: { name: 'Pay' } as never, namespace: 'eip155' });
    });
    // The shell may be mounted already (it is prepared while the page is idle), but shows nothing.
    expect(modalHost()?.shadowRoot?.querySelector('[role="dialog"]') ?? null).toBeNull();
    expect(kit.getState().open).toBe(false);
    expect(kit.stores.connectors.getState().filterByNamespace).toBeUndefined();
    expect(logger.warn).toHaveBeenCalledOnce();
    expect(String(logger.warn.mock.calls[0]?.[0])).toContain("open() refused the view 'Pay'");
  });
});

describe('closing', () => {
  it('Esc closes the modal; it stays mounted for the closing animation, then unmounts', async () => {
    kit = createTestKit();
    mockReducedMotion(false);
    const { dialog, shadow } = await openModal(kit);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(kit.getState().open).toBe(false);
    expect(shadow.querySelector('.wp-modal')?.getAttribute('data-state')).toBe('closing');
    expect(dialog.hasAttribute('inert')).toBe(true);
    await waitForClosed();
    expect(findDialog()).toBeNull();
  });

  it('the close button and a click on the overlay close; a click inside the card does not', async () => {
    kit = createTestKit();
    const { dialog, shadow } = await openModal(kit);
    fireEvent.click(within(dialog).getByText('Placeholder Connect'));
    expect(kit.getState().open).toBe(true);
    fireEvent.click(shadow.querySelector('.wp-modal--overlay')!);
    expect(kit.getState().open).toBe(false);
    await waitForClosed();
    const reopened = await openModal(kit);
    fireEvent.click(within(reopened.dialog).getByRole('button', { name: 'Close' }));
    expect(kit.getState().open).toBe(false);
  });

  it('every close goes through instance.close, and a blocked close (core shakes) shakes the card', async () => {
    kit = createTestKit();
    const { dialog } = await openModal(kit);
    const instance = kit;
    // Core answers a blocked close (SIWX required, no session) by shaking the modal store for 500 ms.
    const close = vi.spyOn(instance, 'close').mockImplementation(() => instance.services.modal.shake());
    vi.useFakeTimers();
    act(() => {
      fireEvent.keyDown(dialog, { key: 'Escape' });
    });
    expect(close).toHaveBeenCalledTimes(1);
    expect(instance.getState().open).toBe(true);
    expect(dialog.classList.contains('wp-dialog--shake')).toBe(true);
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(dialog.classList.contains('wp-dialog--shake')).toBe(false);
  });

  it('the back button on the first view closes through the router rules', async () => {
    kit = createTestKit();
    const { dialog } = await openModal(kit, { view: { name: 'Networks' } });
    act(() => kit!.services.router.push({ name: 'UnsupportedChain' }));
    expect(within(dialog).getByRole('heading').textContent).toBe('Switch network');
    // History includes UnsupportedChain: back closes.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(kit.getState().open).toBe(false);
  });
});

describe('focus', () => {
  it('moves into the dialog on open and returns to the trigger on close', async () => {
    kit = createTestKit();
    const trigger = document.createElement('button');
    trigger.textContent = 'Connect';
    document.body.append(trigger);
    trigger.focus();
    expect(document.activeElement).toBe(trigger);
    const { dialog, shadow } = await openModal(kit);
    expect(shadow.activeElement).toBe(dialog);
    expect(document.activeElement).toBe(modalHost());
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(document.activeElement).toBe(trigger);
  });

  it('returns focus to a trigger inside another shadow root (the app button)', async () => {
    kit = createTestKit();
    const appButtonHost = document.createElement('appkit-button');
    document.body.append(appButtonHost);
    const appShadow = appButtonHost.attachShadow({ mode: 'open' });
    const inner = document.createElement('button');
    appShadow.append(inner);
    inner.focus();
    const { dialog } = await openModal(kit);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(appShadow.activeElement).toBe(inner);
  });

  it('Tab and Shift+Tab wrap inside the dialog', async () => {
    kit = createTestKit();
    const { dialog, shadow } = await openModal(kit);
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const last = within(dialog).getByRole('button', { name: 'Last action' });
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(shadow.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(shadow.activeElement).toBe(last);
    // From the dialog itself (where focus lands on open), Shift+Tab goes to the last control.
    dialog.focus();
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(shadow.activeElement).toBe(last);
    // Tab in the middle is left to the browser.
    const first = within(dialog).getByRole('button', { name: 'First action' });
    first.focus();
    const event = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
    first.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });

  it('locks page scrolling while open and restores it on close', async () => {
    kit = createTestKit();
    document.body.style.overflow = 'scroll';
    const { dialog } = await openModal(kit);
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(document.body.style.overflow).toBe('scroll');
  });
});

describe('alerts', () => {
  it('an error alert is announced as an alert with its long message, and dismisses', async () => {
    kit = createTestKit();
    const { dialog } = await openModal(kit);
    act(() =>
      kit!.stores.alerts.showAlert({
        message: 'Connection failed',
        longMessage: 'The wallet refused the request. Open it and try again.',
        variant: 'error',
      }),
    );
    const alert = within(dialog).getByRole('alert');
    expect(alert.textContent).toContain('Connection failed');
    expect(alert.textContent).toContain('The wallet refused the request. Open it and try again.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(kit.stores.alerts.getState().current).toBeUndefined();
  });

  it('success and info alerts are polite statuses; the next queued alert shows after a dismiss', async () => {
    kit = createTestKit();
    const { dialog } = await openModal(kit);
    act(() => {
      kit!.stores.alerts.showAlert({ message: 'Address copied', variant: 'success' });
      kit!.stores.alerts.showAlert({ message: 'Network switched', variant: 'info' });
    });
    const first = within(dialog).getByText('Address copied').closest('.wp-alert')!;
    expect(first.getAttribute('role')).toBe('status');
    fireEvent.click(within(first as HTMLElement).getByRole('button', { name: 'Dismiss' }));
    const next = within(dialog).getByText('Network switched').closest('.wp-alert')!;
    expect(next.getAttribute('role')).toBe('status');
  });
});

describe('theme', () => {
  it('puts the theme tokens on the host and follows a mode switch and variables', async () => {
    kit = createTestKit();
    const { host } = await openModal(kit);
    expect(host.getAttribute('data-theme')).toBe('dark');
    expect(host.style.getPropertyValue('--wp-color-background')).toBe('#121313');
    expect(host.style.getPropertyValue('--wp-modal-width')).toBe('360px');
    expect(host.style.getPropertyValue('--wp-z-index')).toBe('999');
    act(() => kit!.setThemeMode('light'));
    expect(host.getAttribute('data-theme')).toBe('light');
    expect(host.style.getPropertyValue('--wp-color-background')).toBe('#ffffff');
    act(() => kit!.setThemeVariables({ '--w3m-z-index': 2000 } as never));
    expect(host.style.getPropertyValue('--wp-z-index')).toBe('2000');
  });

  it('starts in the mode and variables given in the options', async () => {
    kit = createTestKit({ themeMode: 'light', themeVariables: { '--w3m-accent': '#ff0000' } } as never);
    const { host } = await openModal(kit);
    expect(host.style.getPropertyValue('--wp-color-accent')).toBe('#ff0000');
    expect(host.style.getPropertyValue('--wp-color-background')).toBe('#ffffff');
  });
});

describe('reduced motion', () => {
  it('marks the modal so transitions, entrance animations and the height animation are off', async () => {
    mockReducedMotion(true);
    kit = createTestKit();
    const { shadow } = await openModal(kit);
    const modal = shadow.querySelector('.wp-modal')!;
    expect(modal.getAttribute('data-reduced-motion')).toBe('true');
    expect(shadow.querySelector<HTMLElement>('.wp-modal-body')!.style.height).toBe('');
    const css = shadow.querySelector('style[data-wp-shell]')!.textContent!;
    expect(css).toContain(".wp-modal[data-reduced-motion='true'] .wp-modal-body { transition: none; }");
  });

  it('closes at once, without a closing animation', async () => {
    mockReducedMotion(true);
    kit = createTestKit();
    const { dialog } = await openModal(kit);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(findDialog()).toBeNull();
  });

  it('without the preference, motion is on', async () => {
    mockReducedMotion(false);
    kit = createTestKit();
    const { shadow } = await openModal(kit);
    expect(shadow.querySelector('.wp-modal')!.getAttribute('data-reduced-motion')).toBe('false');
  });
});
