// @vitest-environment happy-dom
import type { ViewName } from '@walletport/core';
import { act } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppKitButton } from '../../src/components/buttons.js';
import { cleanupKits, createKit, renderButton } from '../hooks/harness.js';
import { openModal } from './harness.js';

// Imported here, before any kit exists, so createAppKit's dynamic import of the registry and the modal's
// static one share this mock: two first imports at once can otherwise resolve the async factory twice.
import '../../src/views/registry.js';

vi.mock('../../src/views/registry.js', async () => {
  const { PlaceholderView } = await import('./placeholder-views.js');
  const components = new Map<ViewName, ComponentType>();
  return {
    viewComponent(name: ViewName) {
      let component = components.get(name);
      if (!component) {
        component = () => <PlaceholderView name={name} />;
        components.set(name, component);
      }
      return component;
    },
    preloadView: async () => {},
    hasView: () => true,
  };
});

afterEach(() => {
  cleanupKits();
  document.body.innerHTML = '';
});

/** What really has focus inside `host`'s shadow root (document.activeElement stops at the host). */
function focusedIn(host: HTMLElement): Element | null {
  return host.shadowRoot?.activeElement ?? null;
}

describe('focus after the modal closes, when the trigger is gone', () => {
  it('keyboard connect: lands on the Account button that replaced the Connect button, not on <body>', async () => {
    const { kit, connect } = createKit();
    const view = renderButton(kit, <AppKitButton balance="hide" />);
    const host = view.host();
    const trigger = view.shadow().getByRole('button', { name: 'Connect Wallet' });
    trigger.focus();

    const { dialog, shadow } = await openModal(kit);
    expect(shadow.activeElement).toBe(dialog);
    // The connection lands while the modal is open: the AppKitButton swaps Connect for Account…
    await connect();
    expect(trigger.isConnected).toBe(false);
    // …and then the modal closes, as it does after a connect.
    act(() => kit.close());

    const account = view.shadow().getByRole('button', { name: /^Account / });
    expect(focusedIn(host)).toBe(account);
    expect(document.activeElement).toBe(host);
  });

  it('a light-DOM trigger replaced meanwhile: focus goes to the control now in its place', async () => {
    const { kit } = createKit();
    const toolbar = document.createElement('div');
    const before = document.createElement('button');
    before.textContent = 'Connect';
    toolbar.append(before);
    document.body.append(toolbar);
    before.focus();

    await openModal(kit);
    expect(document.activeElement).not.toBe(before);
    const after = document.createElement('button');
    after.textContent = 'Account';
    before.replaceWith(after);
    act(() => kit.close());

    expect(document.activeElement).toBe(after);
  });

  it('the trigger still there: focus returns to it, not to a sibling', async () => {
    const { kit } = createKit();
    const toolbar = document.createElement('div');
    const first = document.createElement('button');
    const trigger = document.createElement('button');
    toolbar.append(first, trigger);
    document.body.append(toolbar);
    trigger.focus();

    await openModal(kit);
    act(() => kit.close());
    expect(document.activeElement).toBe(trigger);
  });

  it('the trigger and its container both gone: focus is not sent to an unrelated control', async () => {
    const { kit } = createKit();
    const unrelated = document.createElement('button');
    const toolbar = document.createElement('div');
    const trigger = document.createElement('button');
    toolbar.append(trigger);
    document.body.append(unrelated, toolbar);
    trigger.focus();

    await openModal(kit);
    toolbar.remove();
    act(() => kit.close());
    expect(document.activeElement).not.toBe(unrelated);
  });
});
