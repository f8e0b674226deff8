// @vitest-environment happy-dom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { afterLookups, axeViolations, settle, teardown } from '../send/harness.js';
import { mountSwap, ROUTER, type SwapHarness, WPUSD } from './harness.js';

let harness: SwapHarness | undefined;
afterEach(() => {
  teardown(harness);
  harness = undefined;
});

async function onSwap(params: Record<string, string> = {}) {
  harness = await mountSwap();
  harness.instance.services.modal.open();
  harness.instance.services.router.push({ name: 'Account' });
  harness.instance.services.router.push({ name: 'Swap', params });
  const view = harness.render();
  await afterLookups();
  await afterLookups();
  return { h: harness, view };
}

const click = async (name: string | RegExp) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
  await afterLookups();
};

describe('SwapView', () => {
  it('shows the quote for a prefilled swap: the amount received, rate, price impact, slippage', async () => {
    const { view } = await onSwap({ toToken: 'WPUSD', amount: '0.5' });
    expect((screen.getByRole('textbox', { name: 'You pay' }) as HTMLInputElement).value).toBe('0.5');
    expect(screen.getByRole('button', { name: 'Pay with ETH, change token' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Receive WPUSD, change token' })).toBeTruthy();
    expect(screen.getByText('1,433.4')).toBeTruthy();
    expect(screen.getByText('1 ETH ≈ 2,866.8 WPUSD')).toBeTruthy();
    expect(screen.getByText('0.35%')).toBeTruthy();
    expect(screen.getByText('1%')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Review swap' }) as HTMLButtonElement).disabled).toBe(false);
    expect(await axeViolations(view.container)).toEqual([]);
  });

  it('says what is missing on the button: the token to receive, then a balance that covers the amount', async () => {
    await onSwap();
    expect(
      (screen.getByRole('button', { name: 'Select a token to receive' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await act(async () => {
      harness?.instance.services.router.push({ name: 'SwapSelectToken', params: { side: 'to' } });
    });
    await settle();
    const list = screen.getByRole('list', { name: 'Tokens to receive' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((row) => row.textContent),
    ).toEqual([
      expect.stringMatching(/^ETHEther1\.5/),
      expect.stringMatching(/^WPUSDWalletport USD500\$500\.00/),
    ]);
    await click(/^WPUSD/);
    expect(harness?.instance.stores.router.getState().view.name).toBe('Swap');
    fireEvent.change(screen.getByRole('textbox', { name: 'You pay' }), { target: { value: '2' } });
    await afterLookups();
    expect((screen.getByRole('button', { name: 'Not enough ETH' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('the switch swaps the two tokens', async () => {
    await onSwap({ toToken: 'WPUSD', amount: '1' });
    await click('Switch the tokens');
    expect(screen.getByRole('button', { name: 'Pay with WPUSD, change token' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Receive ETH, change token' })).toBeTruthy();
  });
});

describe('SwapPreviewView', () => {
  it('ETH → WPUSD: pay, receive, minimum received, fee; Swap sends the router call and ends in Swapped', async () => {
    const { h, view } = await onSwap({ toToken: 'WPUSD', amount: '0.5' });
    await click('Review swap');
    expect(h.instance.stores.router.getState().view.name).toBe('SwapPreview');
    expect(screen.getByText('Minimum received')).toBeTruthy();
    expect(screen.getByText('1,419.066 WPUSD')).toBeTruthy();
    expect(screen.getByText('Up to 0.00195 ETH')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Steps' })).toBeNull();
    expect(await axeViolations(view.container)).toEqual([]);
    await click('Swap');
    expect(h.sent).toEqual([
      expect.objectContaining({ to: ROUTER, data: '0x7ff36ab5', value: 5n * 10n ** 17n, gas: 180_000n }),
    ]);
    expect(screen.getByRole('heading', { name: 'Swapped' })).toBeTruthy();
    expect(screen.getByText('You paid 0.5 ETH and received at least 1,419.066 WPUSD.')).toBeTruthy();
    await click('Done');
    expect(h.instance.stores.router.getState().view.name).toBe('Account');
  });

  it('WPUSD → ETH: step 1 "Approve WPUSD", then step 2 "Swap"', async () => {
    const { h } = await onSwap({ fromToken: 'WPUSD', toToken: 'ETH', amount: '100' });
    await click('Review swap');
    const steps = screen.getByRole('list', { name: 'Steps' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Approve WPUSD', 'Swap']);
    expect(screen.getByText('Shown after the approval')).toBeTruthy();
    await click('Approve WPUSD');
    expect(h.sent[0]).toMatchObject({ to: WPUSD, data: '0x095ea7b3' });
    await afterLookups();
    expect(screen.queryByRole('button', { name: 'Approve WPUSD' })).toBeNull();
    expect(
      within(screen.getByRole('list', { name: 'Steps' }))
        .getByText('Swap')
        .getAttribute('aria-current'),
    ).toBe('step');
    await click('Swap');
    expect(h.sent[1]).toMatchObject({ to: ROUTER });
    expect(screen.getByRole('heading', { name: 'Swapped' })).toBeTruthy();
  });

  it('a swap the router reverts for the price moving says so in plain words', async () => {
    const { h } = await onSwap({ toToken: 'WPUSD', amount: '0.5' });
    await click('Review swap');
    h.answerReceipt(() => ({ status: 'reverted', blockNumber: 2n, revertReason: 'custom error 0xd28d3eb5' }));
    await click('Swap');
    expect(screen.getByRole('heading', { name: 'Swap failed' })).toBeTruthy();
    expect(
      screen.getByText(
        'The price moved more than your 1% slippage. Nothing was swapped — get a new quote and try again.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('The network fee was spent.')).toBeTruthy();
    await click('Get a new quote');
    expect(screen.getByRole('button', { name: 'Swap' })).toBeTruthy();
  });
});
