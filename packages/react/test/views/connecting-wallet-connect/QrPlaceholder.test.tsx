// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createKit, eventually, type Kit, pairingClient, renderWithViews, teardown } from './harness.js';

let kit: Kit | undefined;
afterEach(() => {
  teardown(kit);
  kit = undefined;
  vi.restoreAllMocks();
});

const qr = () => screen.getByRole('img', { name: /^QR code to connect/ });

/** What places the code's parts: its module grid, the finder patterns' squares and the centre plate. */
const shapeOf = (root: Element | null | undefined) => ({
  viewBox: root?.querySelector('svg')?.getAttribute('viewBox'),
  finders: Array.from(root?.querySelectorAll('.wp-qr__finder rect') ?? []).map((rect) =>
    ['x', 'y', 'width', 'height'].map((name) => rect.getAttribute(name)).join(' '),
  ),
  plate: (root?.querySelector('.wp-qr__plate') as HTMLElement | null)?.style.cssText,
});

describe('ConnectingWalletConnectView: the QR placeholder', () => {
  it('has the code’s shape: finder corners and the centre icon where the code puts them, so nothing moves', async () => {
    kit = createKit();
    kit.instance.services.modal.open();
    kit.instance.services.router.push({ name: 'ConnectingWalletConnect', params: {} });
    pairingClient(kit.instance);
    renderWithViews(kit.instance);
    const placeholder = document.querySelector('.wp-wc-qr-box .wp-qr--loading');
    const hinted = shapeOf(placeholder);
    // Three finder patterns (a ring and its centre each), and the wallet-connect mark already on its plate.
    expect(hinted.finders).toHaveLength(6);
    expect(placeholder?.getAttribute('aria-hidden')).toBe('true');
    expect(placeholder?.querySelector('.wp-qr__plate .wp-qr__mark')).toBeTruthy();
    await eventually(() => expect(qr()).toBeTruthy());
    // A real pairing URI (the SDK's length) gives the same grid: the corners and the icon stay put.
    expect(shapeOf(qr())).toEqual(hinted);
  });
});
