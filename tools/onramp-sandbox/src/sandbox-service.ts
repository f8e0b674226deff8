/**
 * The sandbox's behaviour without HTTP: options, quotes priced from the chain, sessions, and payment of
 * a session (card check, price at the moment of payment, delivery from the treasury).
 */
import { checkCard } from './cards.js';
import { type ChainReader, ChainUnavailable } from './chain-reads.js';
import { NATIVE_FEED, type OptionsAnswer, optionsAnswer, type SandboxChain } from './catalogue.js';
import { type Deliverer, DeliveryFailed } from './delivery.js';
import { formatCents, parseFiatAmount } from './money.js';
import {
  computeQuote,
  limitProblem,
  NATIVE_TRANSFER_GAS,
  networkFeeCents,
  type QuoteNumbers,
  TOKEN_TRANSFER_GAS,
} from './quote-math.js';
import type { CheckoutForm, QuoteRequest, SessionRequest } from './requests.js';
import type { Session, SessionStore } from './sessions.js';

export interface SandboxService {
  options(): OptionsAnswer;
  /** Throws QuoteRefused (the amount) or ChainUnavailable (the chain did not answer). */
  quote(request: QuoteRequest): Promise<QuoteNumbers>;
  createSession(request: SessionRequest): Session;
  /** Pays the session with the form's card; resolves with the message to show when it did not pay. */
  pay(session: Session, form: CheckoutForm): Promise<{ error?: string }>;
}

export function createSandboxService(options: {
  chains: readonly SandboxChain[];
  reader: ChainReader;
  deliverer: Deliverer;
  sessions: SessionStore;
  now?: () => Date;
}): SandboxService {
  const { chains, reader, deliverer, sessions } = options;
  const now = options.now ?? (() => new Date());
  const paying = new Set<string>();

  const quote = async ({ asset, chain, paymentCents }: QuoteRequest): Promise<QuoteNumbers> => {
    const [assetPrice, etherPrice, gasPrice] = await Promise.all([
      reader.feedPrice(chain, asset.feed),
      reader.feedPrice(chain, NATIVE_FEED),
      reader.gasPrice(chain),
    ]);
    const gas = asset.token === undefined ? NATIVE_TRANSFER_GAS : TOKEN_TRANSFER_GAS;
    return computeQuote({
      paymentCents,
      asset,
      assetPrice,
      networkFeeCents: networkFeeCents(gasPrice, gas, etherPrice),
    });
  };

  const settle = async (session: Session, paymentCents: bigint): Promise<{ error?: string }> => {
    let numbers: QuoteNumbers;
    try {
      numbers = await quote({ asset: session.asset, chain: session.chain, paymentCents });
    } catch (error) {
      if (error instanceof ChainUnavailable) return { error: 'The price could not be read. Try again.' };
      return { error: error instanceof Error ? error.message : 'The payment could not be priced.' };
    }
    session.status = 'paid';
    session.paidCents = paymentCents;
    session.purchaseAmount = numbers.purchaseAmount;
    delete session.message;
    try {
      session.txHash = await deliverer.deliver({
        chain: session.chain,
        asset: session.asset,
        to: session.address,
        units: numbers.purchaseUnits,
      });
      session.status = 'delivered';
      return {};
    } catch (error) {
      session.status = 'declined';
      session.message = `${error instanceof DeliveryFailed ? error.message : 'The delivery failed.'} You were not charged.`;
      return { error: session.message };
    }
  };

  return {
    options: () => optionsAnswer(chains, formatCents),
    quote,
    createSession: (request) => sessions.create(request),
    async pay(session, form) {
      if (session.status === 'paid' || session.status === 'delivered') return {};
      if (paying.has(session.id)) return { error: 'This payment is already being processed.' };
      const cents = parseFiatAmount(form.amount);
      if (cents === undefined) return { error: 'Enter the amount as a number such as 100.00.' };
      const limit = limitProblem(cents);
      if (limit !== undefined) return { error: limit };
      const verdict = checkCard(form, now());
      if (verdict.outcome === 'invalid') return { error: verdict.message };
      if (verdict.outcome === 'declined') {
        session.status = 'declined';
        session.message = verdict.message;
        return { error: verdict.message };
      }
      paying.add(session.id);
      try {
        return await settle(session, cents);
      } finally {
        paying.delete(session.id);
      }
    },
  };
}
