/** The checkout page: labelled fields, the test cards, every value escaped, the completed state. */
import { describe, expect, it } from 'vitest';
import { SANDBOX_ASSETS } from '../src/catalogue.js';
import { renderCheckoutPage } from '../src/checkout-page.js';
import type { Session } from '../src/sessions.js';

const session = (changes: Partial<Session> = {}): Session => ({
  id: 'AAAAAAAAAAAAAAAAAAAAAA',
  createdAt: 0,
  address: '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955',
  asset: SANDBOX_ASSETS[0] ?? (undefined as never),
  chain: { id: 31337, name: 'Walletport Devnet', rpcUrl: 'http://127.0.0.1:8545' },
  presetFiatCents: 2_500n,
  partnerUserId: undefined,
  status: 'pending',
  ...changes,
});

describe('the checkout page', () => {
  it('labels every field and lists the test cards', () => {
    const html = renderCheckoutPage({ session: session() });
    for (const label of [
      'Amount (USD)',
      'Card number',
      'Expiry date (MM/YY)',
      'Security code (CVC)',
      'Name on card',
    ]) {
      expect(html).toContain(`<label>${label}`);
    }
    expect(html).toContain('value="25.00"');
    expect(html).toContain('4242 4242 4242 4242');
    expect(html).toContain('4000 0000 0000 0002');
    expect(html).toContain('4000 0000 0000 9995');
    expect(html).toContain('<button type="submit">Pay</button>');
    expect(html).not.toContain('<script');
  });

  it('escapes what the visitor typed and the provider message', () => {
    const html = renderCheckoutPage({
      session: session({ status: 'declined', message: 'Your card was declined.' }),
      amount: '"><img src=x onerror=alert(1)>',
      error: '<b>bad</b>',
    });
    expect(html).toContain('value="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"');
    expect(html).toContain('<p class="alert" role="alert">&lt;b&gt;bad&lt;/b&gt;</p>');
    expect(html).not.toContain('<img');
  });

  it('shows "Payment complete" with the hash once delivered', () => {
    const txHash = `0x${'ab'.repeat(32)}` as const;
    const html = renderCheckoutPage({
      session: session({ status: 'delivered', txHash, paidCents: 2_500n, purchaseAmount: '0.0085' }),
    });
    expect(html).toContain('<h1>Payment complete</h1>');
    expect(html).toContain(txHash);
    expect(html).toContain('0.0085 ETH');
    expect(html).not.toContain('<form');
  });

  it('refreshes itself while the delivery is on its way', () => {
    const html = renderCheckoutPage({ session: session({ status: 'paid', purchaseAmount: '0.0085' }) });
    expect(html).toContain('<meta http-equiv="refresh" content="2">');
    expect(html).toContain('Sending 0.0085 ETH');
  });
});
