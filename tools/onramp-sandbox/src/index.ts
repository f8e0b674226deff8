export { groupCardNumber, passesLuhn, TEST_CARDS, type TestCard } from './cards.js';
export {
  CARD_LIMITS,
  FEE_BASIS_POINTS,
  networkSlug,
  SANDBOX_ASSETS,
  type SandboxAsset,
  type SandboxChain,
} from './catalogue.js';
export { TREASURY_ACCOUNT_INDEX } from './delivery.js';
export { formatCents, parseFiatAmount } from './money.js';
export { computeQuote, networkFeeCents, providerFeeCents, QuoteRefused } from './quote-math.js';
export {
  ONRAMP_DEFAULT_PORT,
  ONRAMP_PORT_ENV,
  type OnrampSandbox,
  type OnrampSandboxOptions,
  startOnrampSandbox,
} from './sandbox.js';
export type { Session, SessionStatus } from './sessions.js';
