// Formatting and exact amounts (display rules, amount and token rules). Named exports only, so
// nothing private leaks into the package's public API.
export {
  type Decimal,
  type DecimalInput,
  DECIMAL_PLACES,
  DECIMAL_ROUNDING,
  EXPONENT_NEGATIVE,
  EXPONENT_POSITIVE,
  toDecimal,
  addDecimal,
  subtractDecimal,
  multiplyDecimal,
  divideDecimal,
  compareDecimal,
  sendValueOrZero,
} from './decimal.js';
export { MAX_TOKEN_DECIMALS, formatUnits, parseUnits } from './units.js';
export {
  type FormatBalanceOptions,
  BALANCE_DECIMALS,
  FIAT_DECIMALS,
  NUMBER_DECIMALS,
  DEFAULT_FIAT_CURRENCY,
  MAX_DISPLAY_DECIMALS,
  formatBalance,
  formatFiat,
  formatNumber,
} from './number.js';
export {
  type TruncateAddressOptions,
  ADDRESS_START_CHARS,
  ADDRESS_END_CHARS,
  TRUNCATION_MARK,
  truncateAddress,
} from './address.js';
export { type DateInput, toValidDate, formatShortDate, formatRelativeTime } from './date.js';
export {
  type MonthGroup,
  type YearGroup,
  type GroupByYearMonthOptions,
  groupByYearMonth,
} from './group.js';
export { type TokenBalance, filterZeroDecimalTokens } from './token.js';
