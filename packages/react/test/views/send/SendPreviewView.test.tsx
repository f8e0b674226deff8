// @vitest-environment happy-dom
import { act, fireEvent, screen } from '@testing-library/react';
import { UserRejectedRequestError } from '@walletport/core/internal';
import { afterEach, describe, expect, it } from 'vitest';
import {
  afterLookups,
  axeViolations,
  GWEI,
  HASH,
  mountSend,
  RECIPIENT,
  type SendHarness,
  settle,
  teardown,
} from './harness.js';

let harness: SendHarness | undefined;
afterEach(() => {
  teardown(harness);
  harness = undefined;
});

/** Send filled with 0.5 ETH to RECIPIENT, then Review: the preview with its fee. */
async function onPreview() {
  harness = await mountSend();
  harness.instance.services.modal.open();
  harness.instance.services.router.push({ name: 'Account' });
  harness.instance.services.router.push({ name: 'Send', params: { amount: '0.5', to: RECIPIENT } });
  const view = harness.render();
  await afterLookups();
  await afterLookups();
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Review' }));
  });
  await settle();
  return { h: harness, view };
}

const click = async (name: string | RegExp) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
  await settle();
};

describe('SendPreviewView', () => {
  it('shows the whole send: amount, recipient address, network and the most the fee can be', async () => {
    const { h, view } = await onPreview();
    expect(h.instance.stores.router.getState().view.name).toBe('SendPreview');
    expect(screen.getByText('0.5 ETH')).toBeTruthy();
    expect(screen.getByText(RECIPIENT)).toBeTruthy();
    expect(screen.getByText('Ethereum')).toBeTruthy();
    expect(screen.getByText('Up to 0.000273 ETH')).toBeTruthy();
    expect(await axeViolations(view.container)).toEqual([]);
  });

  it('Send → approve in the wallet → pending with the hash → sent, with the explorer link; Done goes to Account', async () => {
    const { h } = await onPreview();
    h.answerSend(() => new Promise<string>(() => {}));
    let approve: (hash: string) => void = () => {};
    h.answerSend(
      () =>
        new Promise<string>((resolve) => {
          approve = resolve;
        }),
    );
    await click('Send');
    expect(screen.getByRole('status').textContent).toBe('Approve in your wallet');
    expect(h.sent[0]).toMatchObject({
      to: RECIPIENT,
      value: 500_000_000_000_000_000n,
      maxFeePerGas: 13n * GWEI,
    });
    await act(async () => {
      approve(HASH);
    });
    await settle();
    expect(screen.getByText('Waiting for the network to confirm the transfer.')).toBeTruthy();
    const link = screen.getByRole('link', { name: /View on Etherscan/ }) as HTMLAnchorElement;
    expect(link.href).toBe(`https://etherscan.io/tx/${HASH}`);
    await act(async () => {
      h.receipts[0]?.resolve({ status: 'success', blockNumber: 10n });
    });
    await settle();
    expect(screen.getByRole('heading', { name: 'Sent' })).toBeTruthy();
    expect(screen.getByText('0.5 ETH to 0x70…dc79C8')).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('Done');
    await click('Done');
    expect(h.instance.stores.router.getState().view.name).toBe('Account');
  });

  it('a rejection in the wallet says so in plain words; back to edit finds the form as it was', async () => {
    const { h, view } = await onPreview();
    h.answerSend(async () => {
      throw new UserRejectedRequestError();
    });
    await click('Send');
    expect(screen.getByRole('alert').textContent).toContain(
      'You declined the request in your wallet.Nothing was sent.',
    );
    expect(screen.getByRole('heading', { name: 'Request declined' })).toBeTruthy();
    expect(await axeViolations(view.container)).toEqual([]);
    await click('Back to edit');
    expect(h.instance.stores.router.getState().view.name).toBe('Send');
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('0.5');
    expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe(RECIPIENT);
  });

  it('a transfer that reverts on chain names the reason and that only the fee was spent; Try again reviews again', async () => {
    const { h } = await onPreview();
    await click('Send');
    await act(async () => {
      h.receipts[0]?.resolve({ status: 'reverted', blockNumber: 11n, revertReason: 'paused' });
    });
    await settle();
    expect(screen.getByRole('alert').textContent).toContain(
      'The transfer failed on the network: pausedOnly the network fee was spent.',
    );
    expect(screen.getByRole('link', { name: /View on Etherscan/ })).toBeTruthy();
    await click('Try again');
    await settle();
    expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy();
  });

  it('a cancellation in the wallet is a failure, named as such', async () => {
    const { h } = await onPreview();
    await click('Send');
    await act(async () => {
      h.receipts[0]?.resolve({
        status: 'success',
        blockNumber: 12n,
        replaced: { reason: 'cancelled', hash: `0x${'cd'.repeat(32)}` },
      });
    });
    await settle();
    expect(screen.getByRole('alert').textContent).toContain('The transfer was cancelled in your wallet.');
  });

  it('opened with nothing to review, it sends the visitor to the form', async () => {
    harness = await mountSend();
    harness.instance.services.modal.open();
    harness.instance.services.router.push({ name: 'SendPreview' });
    harness.render();
    await afterLookups();
    expect(harness.instance.stores.router.getState().view.name).toBe('Send');
  });
});
