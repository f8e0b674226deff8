// @vitest-environment happy-dom
/**
 * AppKit's button elements: createAppKit defines them (never the import), each renders the same React button
 * as AppKitButton & co. in its own shadow root, follows its attributes, and lets go of React when removed.
 * The first test must stay first: it looks at the registry before any createAppKit in this file.
 */
import * as api from '@walletport/react';
import { act, fireEvent, render, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
// Loaded up front, so the renderer's on-demand import resolves within one settle().
import '../../src/elements/render-element.js';
import { cleanupKits, createKit, settle } from '../hooks/harness.js';

const NAMES = [
  'appkit-button',
  'appkit-account-button',
  'appkit-connect-button',
  'appkit-network-button',
  'w3m-button',
  'w3m-account-button',
  'w3m-connect-button',
  'w3m-network-button',
];

const placed: Element[] = [];

afterEach(async () => {
  await act(async () => {
    for (const element of placed.splice(0)) element.remove();
  });
  await settle();
  cleanupKits();
});

/** Adds the markup to the page (as an app's HTML would) and waits for the element's button. */
async function place(html: string): Promise<HTMLElement> {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  const element = holder.firstElementChild as HTMLElement;
  placed.push(element);
  await act(async () => {
    document.body.append(element);
  });
  await settle();
  return element;
}

/** The element's shadow root → the button's own shadow host → its queries. */
function inside(element: Element) {
  const host = element.shadowRoot?.querySelector<HTMLElement>('[data-walletport-button]');
  if (!host?.shadowRoot) throw new Error(`no button rendered in <${element.localName}>`);
  return within(host.shadowRoot as unknown as HTMLElement);
}

async function setAttribute(element: Element, name: string, value: string | null) {
  await act(async () => {
    if (value === null) element.removeAttribute(name);
    else element.setAttribute(name, value);
  });
  await settle();
}

describe('registration', () => {
  it('happens in createAppKit, not on import; a name another library defined is left to it', () => {
    expect(api.createAppKit).toBeTypeOf('function');
    for (const name of NAMES) expect(customElements.get(name), name).toBeUndefined();
    class Theirs extends HTMLElement {}
    customElements.define('w3m-network-button', Theirs);

    createKit();

    for (const name of NAMES) expect(customElements.get(name), name).toBeDefined();
    expect(customElements.get('w3m-network-button')).toBe(Theirs);
  });

  it('is idempotent: a second createAppKit keeps the definitions and does not throw', () => {
    createKit();
    const before = NAMES.map((name) => customElements.get(name));
    for (const definition of before) expect(definition).toBeDefined();
    expect(() => createKit()).not.toThrow();
    expect(NAMES.map((name) => customElements.get(name))).toEqual(before);
  });
});

describe('<appkit-button>', () => {
  it('renders the connect button in its own shadow root, nothing in the light DOM', async () => {
    createKit();
    const element = await place('<appkit-button></appkit-button>');
    expect(element.children).toHaveLength(0);
    expect(inside(element).getByRole('button', { name: 'Connect Wallet' })).toBeTruthy();
  });

  it('honours label, loadingLabel, size and disabled, and re-renders when they change', async () => {
    const { kit, adapter } = createKit();
    const element = await place('<appkit-button label="Sign in" size="sm" disabled></appkit-button>');
    const button = inside(element).getByRole('button', { name: 'Sign in' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.className).toContain('wp-btn-sm');

    await setAttribute(element, 'label', 'Log in');
    await setAttribute(element, 'disabled', null);
    await setAttribute(element, 'size', 'md');
    const changed = inside(element).getByRole('button', { name: 'Log in' }) as HTMLButtonElement;
    expect(changed.disabled).toBe(false);
    expect(changed.className).not.toContain('wp-btn-sm');

    await setAttribute(element, 'loadingLabel', 'Hold on');
    const release = adapter.hold('connect');
    let pending: Promise<unknown> = Promise.resolve();
    await act(async () => {
      pending = kit.services.connection.connect({ namespace: 'eip155', connectorId: 'injected' });
    });
    expect(inside(element).getByRole('button', { name: 'Hold on' })).toBeTruthy();
    await act(async () => {
      release();
      await pending;
    });
  });

  it('switches to the account once connected; balance="hide" leaves the balance out', async () => {
    const { connect } = createKit();
    const element = await place('<appkit-button balance="hide"></appkit-button>');
    expect(inside(element).getByRole('button', { name: 'Connect Wallet' })).toBeTruthy();
    await connect();
    await settle();
    const account = inside(element).getByRole('button', { name: 'Account 0x00…0000a1' });
    expect(account.textContent).not.toContain('ETH');

    await setAttribute(element, 'balance', 'show');
    expect(inside(element).getByRole('button', { name: 'Account 0x00…0000a1, 1.234 ETH' })).toBeTruthy();
  });

  it('opens the modal of the instance on click', async () => {
    const { kit } = createKit();
    const open = vi.spyOn(kit, 'open').mockResolvedValue(undefined);
    const element = await place('<appkit-button></appkit-button>');
    fireEvent.click(inside(element).getByRole('button', { name: 'Connect Wallet' }));
    expect(open).toHaveBeenCalledWith({});
  });

  it('unmounts its button when removed, and renders again when put back', async () => {
    createKit();
    const element = await place('<appkit-button></appkit-button>');
    expect(element.shadowRoot?.childNodes.length).toBeGreaterThan(0);

    await act(async () => element.remove());
    await settle();
    expect(element.shadowRoot?.childNodes).toHaveLength(0);

    await act(async () => document.body.append(element));
    await settle();
    expect(inside(element).getByRole('button', { name: 'Connect Wallet' })).toBeTruthy();
  });

  it('stays rendered when moved within the page', async () => {
    createKit();
    const element = await place('<appkit-button label="Moved"></appkit-button>');
    const other = document.createElement('section');
    placed.push(other);
    await act(async () => {
      document.body.append(other);
      other.append(element);
    });
    await settle();
    expect(inside(element).getByRole('button', { name: 'Moved' })).toBeTruthy();
  });

  it('takes its attributes from React 19 JSX like from HTML', async () => {
    createKit();
    const view = render(<appkit-button balance="hide" label="From JSX" loadingLabel="Wait" disabled />);
    await settle();
    const element = view.container.querySelector('appkit-button')!;
    expect(element.getAttribute('loadinglabel')).toBe('Wait');
    const button = inside(element).getByRole('button', { name: 'From JSX' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    view.rerender(<appkit-button balance="hide" label="From JSX" disabled={false} />);
    await settle();
    expect((inside(element).getByRole('button', { name: 'From JSX' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });
});

describe('the other elements', () => {
  it('<appkit-connect-button> renders the connect button with its label', async () => {
    createKit();
    const element = await place('<appkit-connect-button label="Connect now"></appkit-connect-button>');
    expect(inside(element).getByRole('button', { name: 'Connect now' })).toBeTruthy();
  });

  it('<appkit-account-button> is empty while disconnected and shows the account and balance once connected', async () => {
    const { connect } = createKit();
    const element = await place('<appkit-account-button></appkit-account-button>');
    const host = element.shadowRoot?.querySelector('[data-walletport-button]');
    expect(host?.shadowRoot?.querySelector('button')).toBeNull();
    await connect();
    await settle();
    expect(inside(element).getByRole('button', { name: 'Account 0x00…0000a1, 1.234 ETH' })).toBeTruthy();
    await setAttribute(element, 'balance', 'hide');
    expect(inside(element).getByRole('button', { name: 'Account 0x00…0000a1' })).toBeTruthy();
  });

  it('<appkit-network-button> shows the active network and honours disabled', async () => {
    createKit();
    const element = await place('<appkit-network-button disabled></appkit-network-button>');
    const button = inside(element).getByRole('button', {
      name: 'Network: Ethereum. Change network',
    }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });

  it('the older w3m- names render the same buttons', async () => {
    createKit();
    const element = await place('<w3m-button label="Old name"></w3m-button>');
    expect(inside(element).getByRole('button', { name: 'Old name' })).toBeTruthy();
  });
});
