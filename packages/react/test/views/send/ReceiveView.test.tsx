// @vitest-environment happy-dom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { encodeQrMatrix } from '../../../src/ui/qr/qr-matrix.js';
import { ADDRESS, axeViolations, mountSend, type SendHarness, settle, teardown } from './harness.js';

let harness: SendHarness | undefined;
afterEach(() => {
  teardown(harness);
  harness = undefined;
  vi.unstubAllGlobals();
});

async function onReceive() {
  harness = await mountSend();
  harness.instance.services.modal.open();
  harness.instance.services.router.push({ name: 'Receive' });
  const view = harness.render();
  await settle();
  return { h: harness, view };
}

describe('ReceiveView', () => {
  it('shows the address as a QR code and as text, and the networks it works on', async () => {
    const { view } = await onReceive();
    const qr = screen.getByRole('img', { name: 'QR code of your address' });
    // The code encodes the address itself, the text every wallet's scanner reads.
    const modules = encodeQrMatrix(ADDRESS, { withCentreIcon: false }).size + 8;
    expect(qr.querySelector('svg')?.getAttribute('viewBox')).toBe(`0 0 ${modules} ${modules}`);
    expect(screen.getByText(ADDRESS)).toBeTruthy();
    const networks = screen.getByRole('list', { name: 'Works on' });
    expect(
      within(networks)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ethereum', 'OP Mainnet']);
    expect(await axeViolations(view.container)).toEqual([]);
  });

  it('copies the address and says so', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await onReceive();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy address' }));
    });
    expect(writeText).toHaveBeenCalledWith(ADDRESS);
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Copied');
  });

  it('says how to copy by hand when the browser refuses', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    await onReceive();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy address' }));
    });
    expect(screen.getByRole('alert').textContent).toBe('Could not copy. Select the address and copy it.');
  });
});
