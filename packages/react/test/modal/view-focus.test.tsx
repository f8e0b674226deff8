// @vitest-environment happy-dom
import type { ViewName } from '@walletport/core';
import { act, fireEvent, within } from '@testing-library/react';
import { type ComponentType, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppKit } from '../../src/client/types.js';
import { createTestKit, openModal } from './harness.js';

// Imported here, before any kit exists, so createAppKit's dynamic import of the registry and the modal's
// static one share this mock: two first imports at once can otherwise resolve the async factory twice.
import '../../src/views/registry.js';

/** A view whose content changes under the focused control, as Connecting does when the wallet declines. */
function SwappingView() {
  const [declined, setDeclined] = useState(false);
  // A different element in its place (not the same <button> relabelled), as the real view renders.
  return declined ? (
    <p>
      <button type="button">Try again</button>
    </p>
  ) : (
    <button type="button" onClick={() => setDeclined(true)}>
      Decline
    </button>
  );
}

/** A view that focuses its own search field when it opens. */
function SearchView() {
  return <input aria-label="Search networks" ref={(input) => input?.focus()} />;
}

vi.mock('../../src/views/registry.js', async () => {
  const { PlaceholderView } = await import('./placeholder-views.js');
  const components = new Map<ViewName, ComponentType>();
  return {
    viewComponent(name: ViewName) {
      if (name === 'AllWallets') return SwappingView;
      if (name === 'Networks') return SearchView;
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

let kit: AppKit | undefined;

afterEach(() => {
  act(() => kit?.destroy());
  kit = undefined;
  document.body.innerHTML = '';
});

/** The dialog's title heading (the view's name for assistive technology). */
const titleOf = (dialog: HTMLElement) => within(dialog).getByRole('heading', { level: 2 });

/** Esc where focus is, as a keyboard would send it; true when the modal closed. */
function pressEscape(shadow: ShadowRoot): boolean {
  const target = shadow.activeElement ?? document.body;
  fireEvent.keyDown(target, { key: 'Escape' });
  return kit?.getState().open === false;
}

const flushMutations = () => act(async () => await Promise.resolve());

describe('focus on view changes', () => {
  it('choosing something that leaves the view moves focus to the new view title, so Esc still closes', async () => {
    kit = createTestKit();
    const { dialog, shadow } = await openModal(kit);
    const row = within(dialog).getByRole('button', { name: 'First action' });
    row.focus();
    act(() => kit?.services.router.push({ name: 'AllWallets' }));
    await flushMutations();
    expect(row.isConnected).toBe(false);
    expect(shadow.activeElement).toBe(titleOf(dialog));
    expect(pressEscape(shadow)).toBe(true);
  });

  it('a control that unmounts within a view gives focus to the title, not to <body>', async () => {
    kit = createTestKit();
    const { dialog, shadow } = await openModal(kit);
    act(() => kit?.services.router.push({ name: 'AllWallets' }));
    const decline = within(dialog).getByRole('button', { name: 'Decline' });
    decline.focus();
    act(() => fireEvent.click(decline));
    await flushMutations();
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(shadow.activeElement).toBe(titleOf(dialog));
    expect(document.activeElement).not.toBe(document.body);
    expect(pressEscape(shadow)).toBe(true);
  });

  it('Back moves focus to the previous view title, also when Back itself disappears', async () => {
    kit = createTestKit();
    const { dialog, shadow } = await openModal(kit);
    act(() => kit?.services.router.push({ name: 'AllWallets' }));
    const back = within(dialog).getByRole('button', { name: 'Back' });
    back.focus();
    act(() => fireEvent.click(back));
    await flushMutations();
    expect(within(dialog).queryByRole('button', { name: 'Back' })).toBeNull();
    expect(within(dialog).getByText('Placeholder Connect')).toBeTruthy();
    expect(shadow.activeElement).toBe(titleOf(dialog));
    expect(pressEscape(shadow)).toBe(true);
  });

  it('leaves focus a new view put inside itself (its own search field)', async () => {
    kit = createTestKit();
    const { dialog, shadow } = await openModal(kit);
    within(dialog).getByRole('button', { name: 'First action' }).focus();
    act(() => kit?.services.router.push({ name: 'Networks' }));
    await flushMutations();
    expect(shadow.activeElement).toBe(within(dialog).getByRole('textbox', { name: 'Search networks' }));
  });

  it('on open, focus stays on the dialog itself (its label is read first)', async () => {
    kit = createTestKit();
    const { dialog, shadow } = await openModal(kit);
    expect(shadow.activeElement).toBe(dialog);
  });

  it('the title takes focus by script only: Tab never stops on it', async () => {
    kit = createTestKit();
    const { dialog } = await openModal(kit);
    expect(titleOf(dialog).tabIndex).toBe(-1);
  });

  it('embedded in the page: a view change does not take focus from the page', async () => {
    document.body.append(document.createElement('appkit-modal'));
    kit = createTestKit({ enableEmbedded: true });
    const outside = document.createElement('button');
    outside.textContent = 'Page button';
    document.body.append(outside);
    const { shadow } = await openModal(kit);
    outside.focus();
    act(() => kit?.services.router.push({ name: 'AllWallets' }));
    await flushMutations();
    expect(document.activeElement).toBe(outside);
    expect(shadow.activeElement).toBeNull();
  });
});
