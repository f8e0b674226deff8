// @vitest-environment happy-dom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations, settle, teardown } from '../send/harness.js';
import { CHECKOUT_URL, mountOnramp, type OnrampHarness, quoteAnswer, type ServerScript } from './harness.js';

let harness: OnrampHarness | undefined;
afterEach(() => {
  vi.restoreAllMocks();
  teardown(harness);
  harness = undefined;
});

async function onBuy(script: ServerScript = {}) {
  harness = await mountOnramp(script);
  harness.instance.services.modal.open();
  harness.instance.services.router.push({ name: 'OnRamp' });
  const view = harness.render();
  const onramp = harness.instance.services.features.onramp;
  // The flow's chunk loads, then the options arrive.
  await vi.waitFor(() => expect(onramp?.loaded()?.store.getState().options.status).toMatch(/ready|failed/), {
    timeout: 5_000,
  });
  await settle(20);
  return { h: harness, view };
}

const amountField = () => screen.getByLabelText('You pay') as HTMLInputElement;
const submit = () =>
  screen.getByRole('button', { name: /^(Continue|Enter|Check|Getting|Nothing)/ }) as HTMLButtonElement;

async function type(value: string) {
  await act(async () => {
    fireEvent.change(amountField(), { target: { value } });
  });
  await settle(350);
}

/** A stand-in for the popup window.open returns. */
function fakePopup() {
  const replace = vi.fn();
  const popup = { closed: false, opener: {}, location: { replace }, close: vi.fn() };
  const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
  return { open, replace, popup };
}

describe('OnRampView', () => {
  it('starts in USD by card with the limits, the native token and a Continue that asks for an amount', async () => {
    const { view } = await onBuy();
    expect(screen.getByRole('button', { name: 'USD, change currency' })).toBeTruthy();
    expect(screen.getByText('From $10.00 to $7,500.00')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ETH, change token' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Card' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText('Enter an amount to see what it buys.')).toBeTruthy();
    expect(submit().textContent).toBe('Enter an amount');
    expect(submit().disabled).toBe(true);
    expect(await axeViolations(view.container)).toEqual([]);
  });

  it('says what is wrong with the amount, the limits of the chosen method included', async () => {
    await onBuy();
    await type('5');
    expect(screen.getByText('The minimum is $10.00.')).toBeTruthy();
    expect(amountField().getAttribute('aria-invalid')).toBe('true');
    await type('10000');
    expect(screen.getByText('The maximum is $7,500.00.')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Bank account' }));
    await settle(350);
    expect(screen.queryByText(/The maximum/)).toBeNull();
    expect(screen.getByText('From $10.00 to $25,000.00')).toBeTruthy();
    await type('12.345');
    expect(screen.getByText('Use at most two decimals.')).toBeTruthy();
    await type('1,5');
    expect(screen.getByText('Enter an amount such as 50 or 49.99.')).toBeTruthy();
    expect(submit().textContent).toBe('Check the amount');
  });

  it('shows the quote with its fees once typing pauses', async () => {
    const { h } = await onBuy();
    await type('50');
    expect(screen.getByText('≈ 0.0171 ETH')).toBeTruthy();
    const rows = screen.getByText('Provider fee').closest('dl') as HTMLElement;
    expect(within(rows).getByText('Total').nextSibling?.textContent).toBe('$50.00');
    expect(h.requests.filter((request) => request.path === '/v1/onramp/quote')).toHaveLength(1);
    expect(submit().textContent).toBe('Continue');
  });

  it('says "no quote" for the placeholder quote, never zeros', async () => {
    await onBuy({
      quote: () =>
        Response.json(
          JSON.parse(
            JSON.stringify({
              paymentTotal: { value: '0', currency: 'USD' },
              paymentSubtotal: { value: '0', currency: 'USD' },
              purchaseAmount: { value: '0', currency: 'ETH' },
              coinbaseFee: { value: '0', currency: 'USD' },
              networkFee: { value: '0', currency: 'USD' },
              quoteId: '',
              provider: null,
            }),
          ),
        ),
    });
    await type('50');
    expect(screen.getByText(/No quote right now/)).toBeTruthy();
    expect(screen.queryByText(/\$0\.00|≈ 0 ETH/)).toBeNull();
  });

  it('changes currency and token through their lists', async () => {
    const { h } = await onBuy();
    fireEvent.click(screen.getByRole('button', { name: 'USD, change currency' }));
    await settle(20);
    const currencies = screen.getByRole('list', { name: 'Currencies' });
    fireEvent.click(within(currencies).getByText('EUR'));
    await settle(20);
    expect(screen.getByRole('button', { name: 'EUR, change currency' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'ETH, change token' }));
    await settle(20);
    fireEvent.click(screen.getByText('WPUSD'));
    await settle(20);
    expect(h.instance.stores.router.getState().view.name).toBe('OnRamp');
    h.requests.length = 0;
    await type('50');
    expect(h.requests.find((request) => request.path === '/v1/onramp/quote')?.body).toMatchObject({
      paymentCurrency: 'EUR',
      purchaseCurrency: 'WPUSD',
      amount: '50',
      network: 'walletport-devnet',
    });
  });

  it('says when the providers cannot be reached, and tries again', async () => {
    let fail = true;
    await onBuy({
      options: () =>
        fail
          ? new Response('{}', { status: 500 })
          : Response.json({ paymentCurrencies: [], purchaseCurrencies: [] }),
    });
    expect(screen.getByRole('alert').textContent).toContain('The providers could not be reached.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await settle(50);
    expect(screen.getByText(/No provider sells tokens on Walletport Devnet/)).toBeTruthy();
  });
});

describe('buying', () => {
  async function toCheckout(script: ServerScript = {}) {
    const context = await onBuy(script);
    await type('50');
    const window = fakePopup();
    await act(async () => {
      fireEvent.click(submit());
    });
    await settle(50);
    return { ...context, window };
  }

  it('opens the checkout in a popup, waits, and shows success when the balance rises by the purchase', async () => {
    const { h, window } = await toCheckout();
    expect(window.open).toHaveBeenCalledOnce();
    expect(window.replace).toHaveBeenCalledWith(CHECKOUT_URL);
    expect(window.popup.opener).toBeNull();
    expect(h.instance.stores.router.getState().view.name).toBe('OnRampInProgress');
    expect(screen.getByRole('heading', { name: 'Finish paying in the checkout' })).toBeTruthy();
    expect(h.requests.find((request) => request.path === '/v1/generators/onrampurl')?.body).toMatchObject({
      destinationWallets: [
        {
          address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
          blockchains: ['walletport-devnet'],
          assets: ['ETH'],
        },
      ],
      presetFiatAmount: '50',
      fiatCurrency: 'USD',
    });
    h.setBalance('1.0171');
    await settle(2_700);
    expect(screen.getByText('Purchase complete')).toBeTruthy();
    expect(screen.getByText('0.0171 ETH arrived in your wallet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back to account' }));
    expect(h.instance.stores.router.getState().view.name).toBe('Account');
  });

  it("shows the provider's message when it declines, and Try again goes back to the form", async () => {
    const { h } = await toCheckout({
      status: () => ({ status: 'declined', message: 'Your card was declined.' }),
    });
    await settle(2_700);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Purchase failed');
    expect(alert.textContent).toContain('Your card was declined.');
    expect(alert.textContent).toContain('Nothing arrived in your wallet.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await settle(20);
    expect(h.instance.stores.router.getState().view.name).toBe('OnRamp');
    expect(amountField().value).toBe('50');
  });

  it('keeps watching after Back to account while waiting; Buy leads back to the purchase', async () => {
    const { h } = await toCheckout();
    fireEvent.click(screen.getByRole('button', { name: 'Back to account' }));
    expect(h.instance.stores.router.getState().view.name).toBe('Account');
    h.setBalance('1.0171');
    await settle(2_700);
    expect(h.instance.services.features.onramp?.loaded()?.store.getState().step.name).toBe('success');
    act(() => h.instance.services.router.push({ name: 'OnRamp' }));
    await settle(20);
    // The form again (the outcome was seen or not: a new purchase starts here).
    expect(amountField().value).toBe('50');
  });

  it('offers a link when the browser blocked the popup', async () => {
    const context = await onBuy();
    await type('50');
    vi.spyOn(window, 'open').mockReturnValue(null);
    await act(async () => {
      fireEvent.click(submit());
    });
    await settle(50);
    expect(screen.getByText('Your browser blocked the checkout window.')).toBeTruthy();
    const link = screen.getByRole('link', { name: /Open the checkout/ }) as HTMLAnchorElement;
    expect(link.href).toBe(CHECKOUT_URL);
    expect(link.rel).toContain('noopener');
    expect(await axeViolations(context.view.container)).toEqual([]);
  });
});

describe('with a quote that does not arrive', () => {
  it('keeps Continue off while the quote loads', async () => {
    await onBuy({ quote: () => quoteAnswer('50', '0.0171') });
    await act(async () => {
      fireEvent.change(amountField(), { target: { value: '50' } });
    });
    expect(submit().textContent).toBe('Getting a quote');
    expect(submit().disabled).toBe(true);
  });
});
