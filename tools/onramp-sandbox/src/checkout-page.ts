/**
 * The checkout page of one session: what is bought, for which address, on which chain; then either the
 * payment form (amount and card), a "delivering" note, or "Payment complete" with the transaction hash.
 * Plain server-rendered HTML with no script: every value is escaped, every input has a label, errors
 * are announced (role=alert), and card details are never printed back.
 */
import { groupCardNumber, TEST_CARDS } from './cards.js';
import { CARD_LIMITS, PAYMENT_CURRENCY } from './catalogue.js';
import { CHECKOUT_STYLE } from './checkout-style.js';
import { escapeHtml } from './html.js';
import { formatCents, formatCentsForPeople } from './money.js';
import type { QuoteNumbers } from './quote-math.js';
import type { Session } from './sessions.js';

export interface CheckoutView {
  session: Session;
  /** The form's error (a declined card, a bad field), shown above the form. */
  error?: string;
  /** The amount to show in the form: what the visitor typed last, else the preset. */
  amount?: string;
  /** What the amount buys now, when it could be priced. */
  preview?: QuoteNumbers;
}

/** The preview is an estimate (the price is read again at payment): six decimals, cut, not rounded up. */
function aboutAmount(decimal: string): string {
  const [whole = '0', fraction = ''] = decimal.split('.');
  const kept = fraction.slice(0, 6).replace(/0+$/, '');
  return kept === '' ? whole : `${whole}.${kept}`;
}

function shortAddress(address: string): string {
  return `${address.slice(0, 6)}…${address.slice(-4)}`;
}

function summary(session: Session): string {
  return `<dl>
    <dt>You buy</dt><dd>${escapeHtml(session.asset.name)} (${escapeHtml(session.asset.symbol)})</dd>
    <dt>Network</dt><dd>${escapeHtml(session.chain.name)}</dd>
    <dt>Deliver to</dt><dd class="mono" title="${escapeHtml(session.address)}">${escapeHtml(session.address)}</dd>
  </dl>`;
}

function previewList(view: CheckoutView): string {
  const quote = view.preview;
  if (quote === undefined) return '';
  const symbol = escapeHtml(view.session.asset.symbol);
  return `<dl aria-label="Price now">
    <dt>Provider fee (1.5 %)</dt><dd>${formatCentsForPeople(quote.feeCents)} ${PAYMENT_CURRENCY}</dd>
    <dt>Network fee</dt><dd>${formatCentsForPeople(quote.networkFeeCents)} ${PAYMENT_CURRENCY}</dd>
    <dt>You receive about</dt><dd>${escapeHtml(aboutAmount(quote.purchaseAmount))} ${symbol}</dd>
  </dl>`;
}

function paymentForm(view: CheckoutView): string {
  const { session } = view;
  const amount =
    view.amount ?? (session.presetFiatCents === undefined ? '' : formatCents(session.presetFiatCents));
  const limits = `${formatCentsForPeople(CARD_LIMITS.min)} to ${formatCentsForPeople(CARD_LIMITS.max)} ${PAYMENT_CURRENCY}`;
  const error = view.error ?? (session.status === 'declined' ? session.message : undefined);
  const testCards = TEST_CARDS.map(
    (card) =>
      `<li><span class="mono">${groupCardNumber(card.number)}</span>: ${escapeHtml(card.message)}</li>`,
  ).join('');
  return `<h1>Pay with card</h1>
  <p class="lead">Buy ${escapeHtml(session.asset.symbol)} for ${escapeHtml(shortAddress(session.address))}.</p>
  ${summary(session)}
  ${error === undefined ? '' : `<p class="alert" role="alert">${escapeHtml(error)}</p>`}
  ${previewList(view)}
  <form method="post" action="/checkout/${escapeHtml(session.id)}" autocomplete="off" novalidate>
    <label>Amount (${PAYMENT_CURRENCY})
      <input name="amount" inputmode="decimal" value="${escapeHtml(amount)}" required aria-describedby="amount-hint">
      <span class="hint" id="amount-hint">From ${limits}. Fees are taken from this amount.</span>
    </label>
    <label>Card number
      <input name="cardNumber" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" required>
    </label>
    <div class="row">
      <label>Expiry date (MM/YY)
        <input name="expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="12/34" required>
      </label>
      <label>Security code (CVC)
        <input name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123" required>
      </label>
    </div>
    <label>Name on card <span class="hint">(optional)</span>
      <input name="cardholder" autocomplete="cc-name">
    </label>
    <button type="submit">Pay</button>
  </form>
  <details>
    <summary>Test cards</summary>
    <p>Any future expiry date and any 3-digit security code.</p>
    <ul>${testCards}</ul>
  </details>`;
}

function delivering(session: Session): string {
  return `<h1>Payment received</h1>
  <p class="lead" role="status">Sending ${escapeHtml(session.purchaseAmount ?? '')} ${escapeHtml(session.asset.symbol)} to your address…</p>
  ${summary(session)}`;
}

function complete(session: Session): string {
  return `<h1>Payment complete</h1>
  <p class="done" role="status">The ${escapeHtml(session.asset.symbol)} was sent to your wallet on ${escapeHtml(session.chain.name)}.</p>
  <p class="lead">You can close this window and return to the app.</p>
  <dl>
    <dt>Paid</dt><dd>${formatCentsForPeople(session.paidCents ?? 0n)} ${PAYMENT_CURRENCY}</dd>
    <dt>Received</dt><dd>${escapeHtml(session.purchaseAmount ?? '')} ${escapeHtml(session.asset.symbol)}</dd>
    <dt>Network</dt><dd>${escapeHtml(session.chain.name)}</dd>
    <dt>Delivered to</dt><dd class="mono">${escapeHtml(session.address)}</dd>
    <dt>Transaction hash</dt><dd class="mono">${escapeHtml(session.txHash ?? '')}</dd>
  </dl>`;
}

export function renderCheckoutPage(view: CheckoutView): string {
  const { session } = view;
  const body =
    session.status === 'delivered'
      ? complete(session)
      : session.status === 'paid'
        ? delivering(session)
        : paymentForm(view);
  const title = session.status === 'delivered' ? 'Payment complete' : `Buy ${session.asset.symbol} with card`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${session.status === 'paid' ? '<meta http-equiv="refresh" content="2">' : ''}
<title>${escapeHtml(title)} · Walletport Sandbox Pay</title>
<style>${CHECKOUT_STYLE}</style>
</head>
<body>
<main>
  <div class="brand"><strong>Walletport Sandbox Pay</strong><span class="badge">Test mode</span></div>
  <section class="card">
  ${body}
  </section>
  <footer>A local sandbox: no real money moves. Tokens come from the devnet's treasury account.</footer>
</main>
</body>
</html>
`;
}

/** A page for a session id that does not exist (or was forgotten). */
export function renderMissingSessionPage(): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Checkout not found · Walletport Sandbox Pay</title><style>${CHECKOUT_STYLE}</style></head>
<body><main><div class="brand"><strong>Walletport Sandbox Pay</strong><span class="badge">Test mode</span></div>
<section class="card"><h1>Checkout not found</h1><p class="lead">This checkout link is unknown or has expired. Start the purchase again from the app.</p></section>
</main></body></html>
`;
}
