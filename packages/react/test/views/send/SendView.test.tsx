// @vitest-environment happy-dom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ADDRESS,
  afterLookups,
  axeViolations,
  mountSend,
  RECIPIENT,
  type SendHarness,
  settle,
  teardown,
  WPT,
  wptBalance,
} from './harness.js';

let harness: SendHarness | undefined;
afterEach(() => {
  teardown(harness);
  harness = undefined;
});

async function onSend(options: Parameters<typeof mountSend>[0] = {}, params?: Record<string, string>) {
  harness = await mountSend(options);
  harness.instance.services.modal.open();
  harness.instance.services.router.push(params === undefined ? { name: 'Send' } : { name: 'Send', params });
  const view = harness.render();
  await afterLookups();
  return { h: harness, view };
}

const amountField = () => screen.getByLabelText('Amount') as HTMLInputElement;
const recipientField = () => screen.getByLabelText('To') as HTMLInputElement;
const submit = () =>
  screen.getByRole('button', {
    name: /^(Review|Enter|Add|Check|Insufficient|Not enough|Estimating|Looking|Loading|Select|Fee)/,
  }) as HTMLButtonElement;

async function type(field: HTMLInputElement, value: string) {
  await act(async () => {
    fireEvent.change(field, { target: { value } });
  });
  await afterLookups();
}

describe('SendView', () => {
  it('shows the native token with its balance, an empty amount and a Review that says what is missing', async () => {
    const { view } = await onSend();
    // The first test of the file also loads the view's chunk, which can outlast the lookups' wait on a busy machine.
    expect(
      await screen.findByRole('button', { name: 'ETH, change token' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(await screen.findByText('Balance 1.5 ETH', {}, { timeout: 10_000 })).toBeTruthy();
    expect(submit().textContent).toBe('Enter an amount');
    expect(submit().disabled).toBe(true);
    expect(await axeViolations(view.container)).toEqual([]);
  });

  it("says 'Number is not a valid decimal number' for text that is not a number, on the field itself", async () => {
    await onSend();
    await type(amountField(), '1,5');
    expect(screen.getByText('Number is not a valid decimal number')).toBeTruthy();
    expect(amountField().getAttribute('aria-invalid')).toBe('true');
    expect(submit().textContent).toBe('Enter a valid amount');
  });

  it('refuses more than the balance, and a recipient whose checksum is wrong', async () => {
    await onSend();
    await type(amountField(), '2');
    expect(screen.getByText('More than your balance')).toBeTruthy();
    await type(amountField(), '0.5');
    await type(recipientField(), '0x70997970c51812dc3A010C7d01b50e0d17dc79C8');
    expect(screen.getByText(/capital letters do not match its checksum/)).toBeTruthy();
    expect(recipientField().getAttribute('aria-invalid')).toBe('true');
    expect(submit().textContent).toBe('Check the recipient');
  });

  it('shows the fee, Max keeps it back, and a complete form goes to the review', async () => {
    const { h } = await onSend();
    await type(recipientField(), RECIPIENT);
    // 21000 gas × (10 gwei × 1.2 + 1 gwei) = 273000 gwei
    expect(screen.getByText('≈ 0.000273 ETH')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Max' }));
    });
    // 1.5 ETH − 0.000273 × 1.3
    expect(amountField().value).toBe('1.4996451');
    await afterLookups();
    expect(submit().textContent).toBe('Review');
    await act(async () => {
      fireEvent.click(submit());
    });
    expect(h.instance.stores.router.getState().view.name).toBe('SendPreview');
  });

  it('resolves a name through the server and says where it sends', async () => {
    await onSend({ names: { 'alice.walletport.id': RECIPIENT } });
    await type(amountField(), '0.1');
    await type(recipientField(), 'alice.walletport.id');
    expect(screen.getByText(`Sends to 0x70…dc79C8`)).toBeTruthy();
    await afterLookups();
    expect(submit().textContent).toBe('Review');
    await type(recipientField(), 'nobody.walletport.id');
    expect(screen.getByText('nobody.walletport.id has no address on Ethereum')).toBeTruthy();
  });

  it('starts filled in from its arguments (token, amount, recipient)', async () => {
    harness = await mountSend();
    harness.instance.services.modal.open();
    harness.instance.services.router.push({
      name: 'Send',
      params: { tokenAddress: WPT, amount: '2', to: RECIPIENT },
    });
    harness.render();
    await afterLookups();
    // Until the token list holds the token, there is none to send.
    expect(screen.getByRole('button', { name: 'Select token' })).toBeTruthy();
    await harness.setTokens([wptBalance('50')]);
    await afterLookups();
    expect(amountField().value).toBe('2');
    expect(recipientField().value).toBe(RECIPIENT);
    expect(screen.getByRole('button', { name: 'WPT, change token' })).toBeTruthy();
    expect(screen.getByText('Balance 50 WPT')).toBeTruthy();
  });

  it('shows a fiat value only when the token has a price', async () => {
    const { h } = await onSend();
    await h.setTokens([wptBalance('50')]);
    await act(async () => {
      h.instance.services.features.send?.loaded()?.selectToken(WPT);
    });
    await type(amountField(), '10');
    expect(screen.queryByText(/^≈ \$/)).toBeNull();
    await h.setTokens([wptBalance('50', 0.42)]);
    await settle();
    expect(screen.getByText('≈ $4.20')).toBeTruthy();
  });

  it('is unavailable when the app turned Send off', async () => {
    await onSend({ features: { send: false, analytics: false, email: false, socials: false } });
    expect(screen.getByText('Sending is not available for this account.')).toBeTruthy();
    expect(ADDRESS).toBeTruthy();
  });
});
